// A rules page's way into its game's lesson: reading is one way to learn, playing a guided game
// with the coach another, and a reader may want to switch.
import { lessonRequest } from './lesson-games.ts';
import { lessonButton } from '../games/shell-words.ts';
import { useStartTable } from '../ui/use-seat-start.ts';
import { learnerName } from './start-lesson.ts';
import { lessonEntryT } from './entry-t.ts';

export function TryLesson({ game }: { game: string }) {
  const { busy, error, start } = useStartTable<string>();
  return (
    <aside class="learn-lesson" aria-label={lessonEntryT('learn.title')} data-testid="learn-lesson">
      <p>{lessonEntryT('learn.hint')}</p>
      <button type="button" class="button-primary" disabled={busy !== null} onClick={() => void start(game, lessonRequest(game, learnerName()))}
        data-testid={`learn-${game}`}>
        {busy === game ? lessonEntryT('learn.starting') : lessonButton(game)}
      </button>
      {error && <p class="form-error" role="alert">{error}</p>}
    </aside>
  );
}
