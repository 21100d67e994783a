// Gold per source (each scoring card, castles, total) and player: the running preview and the
// final breakdown share it. Sources run down and players across, so it fits a phone.
import type { ScoringCard } from '../../../party/games/kingdom-builder/index.ts';
import { kt } from './i18n.ts';
import { SeatIcon } from './settlement-mark.tsx';

export interface ScoreRow { seat: number; total: number; breakdown: { [source: string]: number } }

interface Props { rows: ScoreRow[]; cards: ScoringCard[]; names: string[]; caption: string; winners?: number[] }

export function ScoreTable({ rows, cards, names, caption, winners = [] }: Props) {
  const sources: { id: string; label: string }[] = [
    ...cards.map((c) => ({ id: c, label: kt(`card.${c}`) })),
    { id: 'castles', label: kt('score.castles') },
  ];
  return (
    <div class="kb-score-scroll">
      <table class="kb-score-table" data-testid="kb-score-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <td />
            {rows.map((row) => (
              <th key={row.seat} scope="col" data-seat={row.seat} class={winners.includes(row.seat) ? 'kb-winner' : undefined}>
                <SeatIcon seat={row.seat} /> {names[row.seat] ?? `#${row.seat + 1}`}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sources.map((source) => (
            <tr key={source.id} data-source={source.id}>
              <th scope="row">{source.label}</th>
              {rows.map((row) => <td key={row.seat} data-seat={row.seat}>{row.breakdown[source.id] ?? 0}</td>)}
            </tr>
          ))}
          <tr data-source="total" class="kb-total">
            <th scope="row">{kt('score.total')}</th>
            {rows.map((row) => <td key={row.seat} data-seat={row.seat} data-testid="kb-total">{row.total}</td>)}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
