import type { Messages } from '../../i18n/format.ts';
import type { LessonEntryKey } from './en.ts';

export const hu: Messages<LessonEntryKey> = {
  'coach.back': 'Az edző visszahozása',
  'learn.title': 'Tanulj meg játszani',
  'learn.hint': 'Rövid, vezetett játék egy barátságos bot ellen, a tábla mellett edzővel.',
  'learn.starting': 'A lecke készül…',
  'learn.name': 'Tanuló',
};
