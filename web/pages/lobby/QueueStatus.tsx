import type { QueuedMessage } from '../../../party/protocol/quick-match.ts';
import { mt } from '../../i18n/match.ts';
import { sizesText } from './match-sizes.ts';

/** Where a wait stands: the sizes, people looking and playing, the expected wait, and what makes the table unrated. */
export function QueueStatus({ queued, min, max }: { queued: QueuedMessage | null; min: number; max: number }) {
  return (
    <div class="grow" role="status" aria-live="polite" data-testid="queue-status">
      <p>{mt('match.searching', { sizes: sizesText(queued?.minSeats ?? min, queued?.maxSeats ?? max) })}</p>
      {queued && (
        <p class="muted">
          <span data-testid="queue-numbers">{mt('match.numbers', { waiting: queued.waiting, playing: queued.playing })}</span>
          {' '}{queued.expectedWaitS === null ? mt('match.noRecentWait') : mt('match.expectedWait', { s: queued.expectedWaitS })}
          {queued.botsAt !== null && <> {mt('match.botsUnrated')}</>}
          {!queued.rated && <> {mt('match.unrated')}</>}
        </p>
      )}
    </div>
  );
}
