// The translator for chat, table settings and undo, `ct` (the seating strings' is `st`, in
// web/i18n/seating.ts).
import { defineMessages } from '../../../i18n/index.ts';
import { en, type SocialKey } from './messages/en.ts';

export const ct = defineMessages<SocialKey>({
  en,
  ru: () => import('./messages/ru.ts').then((m) => m.ru),
  hu: () => import('./messages/hu.ts').then((m) => m.hu),
  pl: () => import('./messages/pl.ts').then((m) => m.pl),
});
