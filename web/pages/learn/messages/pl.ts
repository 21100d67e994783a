import type { Messages } from '../../../i18n/index.ts';
import type { LearnKey } from './en.ts';

export const pl: Messages<LearnKey> = {
  'back': 'Wróć do lobby',
};
