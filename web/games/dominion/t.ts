// The Dominion table's own strings (`dt`), apart from the shell's (`t`) and from card names and texts.
import { defineMessages } from '../../i18n/index.ts';
import { en, type DominionKey } from './messages/en.ts';

export const dt = defineMessages<DominionKey>({
  en,
  ru: () => import('./messages/ru.ts').then((m) => m.ru),
  hu: () => import('./messages/hu.ts').then((m) => m.hu),
  pl: () => import('./messages/pl.ts').then((m) => m.pl),
});

/** Whether there is a string for a key built at run time (a prompt kind, a log entry type). */
export function dtHas(key: string): key is DominionKey {
  return Object.hasOwn(en, key);
}
