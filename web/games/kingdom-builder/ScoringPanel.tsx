// The game's three scoring cards in our own words, the castle rule, and (when switched on) the
// gold each player would have if the game ended now.
import { useMemo } from 'preact/hooks';
import type { KbView } from '../../../party/games/kingdom-builder/index.ts';
import { kt } from './i18n.ts';
import { runningGold } from './scoring-preview.ts';
import { ScoreTable } from './ScoreTable.tsx';
import { useStoredFlag } from './useStoredFlag.ts';

export function ScoringPanel({ view, names }: { view: KbView; names: string[] }) {
  const [preview, setPreview] = useStoredFlag('kingdoms.kb.scorePreview', false);
  const gold = useMemo(() => (preview ? runningGold(view) : []), [preview, view]);
  return (
    <section class="kb-panel kb-scoring" aria-labelledby="kb-scoring-title">
      <h3 id="kb-scoring-title">{kt('score.title')}</h3>
      <ul class="kb-cards">
        {view.cards.map((card) => (
          <li key={card} class="kb-scoring-card" data-card={card}>
            <strong>{kt(`card.${card}`)}</strong> <span>{kt(`rule.${card}`)}</span>
          </li>
        ))}
        <li class="kb-scoring-card kb-castle-rule"><strong>{kt('score.castles')}</strong> <span>{kt('rule.castles')}</span></li>
      </ul>
      {!view.over && (
        <label class="check">
          <input type="checkbox" checked={preview} onChange={(e) => setPreview((e.currentTarget as HTMLInputElement).checked)} data-testid="kb-score-preview" />
          <span>{kt('score.preview')}</span>
        </label>
      )}
      {preview && !view.over && (
        <ScoreTable
          rows={gold.map((g, seat) => ({ seat, total: g.total, breakdown: { ...g.cards, castles: g.castles } }))}
          cards={view.cards}
          names={names}
          caption={kt('score.now')}
        />
      )}
    </section>
  );
}
