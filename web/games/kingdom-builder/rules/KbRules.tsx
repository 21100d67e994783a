// Kingdom Builder's rules page: the terrain card, adjacency, location tiles, castles, the end and
// the ten scoring cards, each with a small board whose gold the game's own scorer counts.
import type { ScoringCard } from '../../../../party/games/kingdom-builder/cards.ts';
import { SCORING_CARD_IDS } from '../../../../party/games/kingdom-builder/cards.ts';
import { LOCATION_KINDS, TERRAINS } from '../../../../party/games/kingdom-builder/board.ts';
import { kt } from '../i18n.ts';
import { TerrainName } from '../TerrainName.tsx';
import { GroundSwatch } from '../terrain-art.tsx';
import { ExampleBoard } from './ExampleBoard.tsx';
import { ADJACENCY_LEGAL, CASTLE_GOLD, SCORING_GOLD } from './example-counts.ts';
import { ADJACENCY, CASTLE, SCORING_EXAMPLES, type Example } from './examples.ts';
import { krt } from './t.ts';
import '../kb.css';
import './rules.css';

const NEVER_BUILT = ['water', 'mountain', 'castle'] as const;

/** Each player's gold under an example, in words. */
function goldLine(gold: readonly number[]): string {
  return gold.map((n, seat) => krt('gold', { name: krt(seat === 0 ? 'red' : 'blue'), n })).join(' · ');
}

function Counted({ example, card, prefix, caption }: { example: Example; card: ScoringCard | null; prefix: string; caption: string }) {
  const gold = goldLine(card ? SCORING_GOLD[card] : CASTLE_GOLD);
  return (
    <figure class="learn-figure">
      <ExampleBoard example={example} prefix={prefix} label={caption ? `${caption} ${gold}` : gold} sections={card === 'lords' || card === 'farmers'} />
      <figcaption>{caption && <span class="hint">{caption} </span>}<strong data-testid="learn-gold">{gold}</strong></figcaption>
    </figure>
  );
}

export function KbRules() {
  return (
    <div class="learn-body">
      <p class="learn-lead">{krt('k.intro')}</p>
      <h2>{krt('k.goal.h')}</h2>
      <p>{krt('k.goal')}</p>
      <h2>{krt('k.card.h')}</h2>
      <p>{krt('k.card')}</p>
      {/* The names the cards and the table use, with the map's own colour and pattern for each. */}
      <div class="learn-terrains" data-testid="learn-terrains">
        <span>{krt('k.terrains')}</span>
        <ul>{TERRAINS.map((terrain) => <li key={terrain}><TerrainName terrain={terrain} /></li>)}</ul>
        <span>{krt('k.never')}</span>
        <ul>{NEVER_BUILT.map((ground) => <li key={ground}><span class="kb-terrain-name"><GroundSwatch ground={ground} />{kt(`terrain.${ground}`)}</span></li>)}</ul>
      </div>
      <h2>{krt('k.adj.h')}</h2>
      <p>{krt('k.adj')}</p>
      <figure class="learn-figure">
        <ExampleBoard example={ADJACENCY} prefix="learn-adj" legal={ADJACENCY_LEGAL} label={krt('k.adj.figure')} />
        <figcaption class="hint">{krt('k.adj.figure')}</figcaption>
      </figure>
      <h2>{krt('k.tiles.h')}</h2>
      <p>{krt('k.tiles')}</p>
      <dl class="learn-tiles">
        {LOCATION_KINDS.map((kind) => (
          <div key={kind}><dt>{kt(`loc.${kind}`)}</dt><dd>{kt(`tile.${kind}`)}</dd></div>
        ))}
      </dl>
      <h2>{krt('k.castles.h')}</h2>
      <p>{krt('k.castles')}</p>
      <Counted example={CASTLE} card={null} prefix="learn-castle" caption={krt('k.castles.figure')} />
      <h2>{krt('k.end.h')}</h2>
      <p>{krt('k.end')}</p>
      <h2>{krt('k.scoring.h')}</h2>
      <p>{krt('k.scoring')}</p>
      <div class="learn-scoring">
        {SCORING_CARD_IDS.map((card) => (
          <section key={card} class="learn-score-card" aria-labelledby={`learn-${card}`} data-card={card}>
            <h3 id={`learn-${card}`}>{kt(`card.${card}`)}</h3>
            <p>{kt(`rule.${card}`)}</p>
            <Counted example={SCORING_EXAMPLES[card]} card={card} prefix={`learn-${card}`} caption="" />
          </section>
        ))}
      </div>
    </div>
  );
}
