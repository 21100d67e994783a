// Kingdom Builder's own translator, separate from the shell's so the keys never collide.
import { defineMessages } from '../../i18n/index.ts';
import { en, type KbKey } from './messages/en.ts';

export const kt = defineMessages<KbKey>({
  en,
  ru: () => import('./messages/ru.ts').then((m) => m.ru),
  hu: () => import('./messages/hu.ts').then((m) => m.hu),
  pl: () => import('./messages/pl.ts').then((m) => m.pl),
});
export type { KbKey };
