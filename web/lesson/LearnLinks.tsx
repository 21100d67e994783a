// The lobby's way into the lessons: one button per game that has one, straight to a running
// lesson table (no name to type: the remembered one, or "Learner").
import type { GameSummary } from '../../party/protocol/lobby.ts';
import { isLessonGame, lessonRequest } from './lesson-games.ts';
import { lessonButton } from '../games/shell-words.ts';
import { useStartTable } from '../ui/use-seat-start.ts';
import { learnerName } from './start-lesson.ts';
import { lessonEntryT } from './entry-t.ts';
import './learn-links.css';

export function LearnLinks({ games }: { games: GameSummary[] }) {
  const { busy, error, start } = useStartTable<string>();
  const lessons = games.map((g) => g.id).filter(isLessonGame);
  if (lessons.length === 0) return null;
  return (
    <section class="card learn-links" aria-labelledby="learn-title">
      <h2 id="learn-title">{lessonEntryT('learn.title')}</h2>
      <p class="muted">{lessonEntryT('learn.hint')}</p>
      <div class="button-row">
        {lessons.map((game) => (
          <button key={game} type="button" class="button-primary" disabled={busy !== null}
            onClick={() => void start(game, lessonRequest(game, learnerName()))} data-testid={`learn-${game}`}>
            {busy === game ? lessonEntryT('learn.starting') : lessonButton(game)}
          </button>
        ))}
      </div>
      {error && <p class="form-error" role="alert">{error}</p>}
    </section>
  );
}
