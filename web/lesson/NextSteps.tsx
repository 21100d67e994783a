// What a learner can do once a lesson's game is over: play the game for real against an easy bot,
// read its rules, or take the other game's lesson. In the widget only the rules (in a new tab):
// the host page's widget is one table, not a place to move between tables.
import { learnPath } from '../pages/learn/links.ts';
import { RULES_GAMES } from '../games/registry.ts';
import { lessonButton, rulesTitle } from '../games/shell-words.ts';
import { Link } from '../ui/Link.tsx';
import { firstGameRequest, lessonRequest, otherLesson } from './lesson-games.ts';
import { useStartTable } from '../ui/use-seat-start.ts';
import { learnerName } from './start-lesson.ts';
import { lessonEntryT } from './entry-t.ts';
import { lt } from './t.ts';

export function NextSteps({ game, embedded }: { game: string; embedded: boolean }) {
  const { busy, error, start } = useStartTable<'play' | 'lesson'>();
  const other = otherLesson(game);
  return (
    <section class="coach-next" aria-labelledby="coach-next-title" data-testid="coach-next">
      <h3 id="coach-next-title" class="coach-next-title">{lt('next.title')}</h3>
      <div class="coach-next-row">
        {!embedded && (
          <button type="button" class="button-primary" disabled={busy !== null} data-testid="coach-next-play"
            onClick={() => void start('play', firstGameRequest(game, learnerName()))}>
            {busy === 'play' ? lt('next.starting') : lt('next.play')}
          </button>
        )}
        {RULES_GAMES.includes(game) && (embedded
          ? <a href={learnPath(game)} class="button" target="_blank" rel="noopener">{rulesTitle(game)}</a>
          : <Link href={learnPath(game)} class="button">{rulesTitle(game)}</Link>)}
        {!embedded && other !== game && (
          <button type="button" class="button" disabled={busy !== null} data-testid="coach-next-lesson"
            onClick={() => void start('lesson', lessonRequest(other, learnerName()))}>
            {busy === 'lesson' ? lessonEntryT('learn.starting') : lessonButton(other)}
          </button>
        )}
      </div>
      {error && <p class="form-error" role="alert">{error}</p>}
    </section>
  );
}
