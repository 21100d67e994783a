import type { Messages } from '../../../i18n/index.ts';
import type { LearnKey } from './en.ts';

export const ru: Messages<LearnKey> = {
  'back': 'Назад в лобби',
};
