import type { GameResult } from '../../../party/games/core/types.ts';
import { cardName } from './cards.ts';
import { dt } from './t.ts';
import { VpChart } from './VpChart.tsx';

interface Props { result: GameResult; nameOf(seat: number): string }
interface EndProps extends Props {
  /** The game ended by resignation: nobody's points were counted, so there is no table of them. */
  resigned: boolean;
}

/** Who won, in one line: shown where the turn bar's question was, so it is always in view. */
export function Winners({ result, nameOf }: Props) {
  return (
    <p class="end-winners" role="status" data-testid="winners">
      {dt('end.winners', { names: result.winners.map(nameOf).join(', '), n: result.winners.length })}
    </p>
  );
}

/** Final scores: each player's scoring cards as count and VP, and how the VP grew turn by turn.
 * The total comes first so a phone shows it without scrolling the table sideways. */
export function EndScreen({ result, nameOf, resigned }: EndProps) {
  if (resigned) {
    return (
      <section class="end-screen" aria-labelledby="end-title" data-testid="end-screen">
        <h3 id="end-title">{dt('end.title')}</h3>
        <p class="muted" data-testid="end-resigned">{dt('end.resignedNoScores')}</p>
      </section>
    );
  }
  const scores = [...result.scores].sort((a, b) => b.total - a.total);
  const turns = (result.details?.turns ?? []) as number[];
  const byTurn = (result.details?.vpByTurn ?? []) as number[][];
  const counts = (result.details?.counts ?? []) as Record<string, number>[];
  const cards = [...new Set(scores.flatMap((s) => [...Object.keys(s.breakdown), ...Object.keys(counts[s.seat] ?? {})]))];
  return (
    <section class="end-screen" aria-labelledby="end-title" data-testid="end-screen">
      <h3 id="end-title">{dt('end.title')}</h3>
      <div class="table-scroll">
        <table class="end-table">
          <thead>
            <tr>
              <th scope="col">{dt('end.player')}</th>
              <th scope="col">{dt('end.total')}</th>
              <th scope="col">{dt('end.turnsCol')}</th>
              {cards.map((c) => <th key={c} scope="col">{cardName(c)}</th>)}
            </tr>
          </thead>
          <tbody>
            {scores.map((s) => (
              <tr key={s.seat} data-testid="end-row" class={result.winners.includes(s.seat) ? 'end-winner' : undefined}>
                <th scope="row">{nameOf(s.seat)}</th>
                <td class="end-total" data-testid="end-total">{s.total}</td>
                <td>{turns[s.seat] ?? ''}</td>
                {cards.map((c) => (
                  <td key={c} data-card={c} data-testid="end-card">
                    {dt('end.cardVp', { n: counts[s.seat]?.[c] ?? 0, vp: s.breakdown[c] ?? 0 })}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {byTurn.length > 0 && <VpChart series={byTurn.map((points, seat) => ({ name: nameOf(seat), points }))} />}
    </section>
  );
}
