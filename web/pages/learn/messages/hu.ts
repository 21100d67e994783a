import type { Messages } from '../../../i18n/index.ts';
import type { LearnKey } from './en.ts';

export const hu: Messages<LearnKey> = {
  'back': 'Vissza az előtérbe',
};
