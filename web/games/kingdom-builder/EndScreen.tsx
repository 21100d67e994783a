// The final tally: who won, and each player's gold per scoring card and castles.
import type { GameResult } from '../../../party/games/core/types.ts';
import type { KbView } from '../../../party/games/kingdom-builder/index.ts';
import { kt } from './i18n.ts';
import { ScoreTable } from './ScoreTable.tsx';

/** Who won, in one line: in the sticky dock, so it is in view wherever the page is scrolled. */
export function Headline({ result, names }: { result: GameResult; names: string[] }) {
  const nameOf = (seat: number) => names[seat] ?? `#${seat + 1}`;
  const text = result.winners.length === 1
    ? kt('end.winner', { name: nameOf(result.winners[0] as number) })
    : kt('end.tie', { names: result.winners.map(nameOf).join(', ') });
  return <p class="kb-end-headline" role="status" data-testid="kb-winner">{text}</p>;
}

/** `resigned`: the game ended by resignation, nobody's gold was counted, so there is no table of it. */
export function EndScreen({ result, view, names, resigned }: { result: GameResult; view: KbView; names: string[]; resigned: boolean }) {
  if (resigned) {
    return (
      <section class="kb-panel kb-end" aria-labelledby="kb-end-title" data-testid="kb-end">
        <h2 id="kb-end-title">{kt('end.title')}</h2>
        <p class="muted" data-testid="end-resigned">{kt('end.resignedNoScores')}</p>
      </section>
    );
  }
  const rows = [...result.scores].sort((a, b) => b.total - a.total);
  return (
    <section class="kb-panel kb-end" aria-labelledby="kb-end-title" data-testid="kb-end">
      <h2 id="kb-end-title">{kt('end.title')}</h2>
      <ScoreTable rows={rows} cards={view.cards} names={names} caption={kt('score.title')} winners={result.winners} />
    </section>
  );
}
