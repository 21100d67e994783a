// A table opened from a lesson's way in (the lobby, a rules page, a lesson's end) is played under
// the remembered name or "Learner", with no name to type (useStartTable in web/ui/use-seat-start.ts
// opens it).
import { playerName } from '../net/player-name.ts';
import { lessonEntryT } from './entry-t.ts';

export const learnerName = (): string => playerName.value || lessonEntryT('learn.name');
