// Gold per player and source (each scoring card, castles, total): the running preview and the
// final breakdown share it.
import type { ScoringCard } from '../../../party/games/kingdom-builder/index.ts';
import { kt } from './i18n.ts';
import { SeatIcon } from './settlement-mark.tsx';

export interface ScoreRow { seat: number; total: number; breakdown: { [source: string]: number } }

interface Props { rows: ScoreRow[]; cards: ScoringCard[]; names: string[]; caption: string; winners?: number[] }

export function ScoreTable({ rows, cards, names, caption, winners = [] }: Props) {
  return (
    <div class="kb-score-scroll">
      <table class="kb-score-table" data-testid="kb-score-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{kt('score.player')}</th>
            {cards.map((c) => <th key={c} scope="col">{kt(`card.${c}`)}</th>)}
            <th scope="col">{kt('score.castles')}</th>
            <th scope="col">{kt('score.total')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.seat} data-seat={row.seat} class={winners.includes(row.seat) ? 'kb-winner' : undefined}>
              <th scope="row"><SeatIcon seat={row.seat} /> {names[row.seat] ?? `#${row.seat + 1}`}</th>
              {cards.map((c) => <td key={c} data-card={c}>{row.breakdown[c] ?? 0}</td>)}
              <td data-card="castles">{row.breakdown.castles ?? 0}</td>
              <td class="kb-total" data-testid="kb-total">{row.total}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
