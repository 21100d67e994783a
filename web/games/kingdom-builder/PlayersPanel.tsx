// Every kingdom at a glance: settlements left, tiles held (used ones marked) and the played card.
import type { KbView } from '../../../party/games/kingdom-builder/index.ts';
import { AwayTag } from '../../ui/AwayTag.tsx';
import { kt } from './i18n.ts';
import { SeatIcon, shapeKey } from './settlement-mark.tsx';
import { TerrainName } from './TerrainName.tsx';

export function PlayersPanel({ view, names, away }: { view: KbView; names: string[]; away: ReadonlySet<number> }) {
  return (
    <section class="kb-panel kb-players" aria-labelledby="kb-players-title">
      <h3 id="kb-players-title">{kt('players.title')}</h3>
      <ul>
        {view.players.map((p) => {
          const current = p.seat === view.current && !view.over;
          return (
            <li key={p.seat} class={current ? 'kb-player kb-player-current' : 'kb-player'} data-seat={p.seat} data-testid="kb-player">
              <div class="kb-player-head">
                <SeatIcon seat={p.seat} />
                <span class="seat-name">{names[p.seat] ?? `#${p.seat + 1}`}</span>
                {p.seat !== view.you && away.has(p.seat) && <AwayTag />}
                <span class="visually-hidden">{kt('players.shape', { shape: kt(shapeKey(p.seat)) })}</span>
                <span class="kb-supply" data-testid="kb-supply">{kt('players.left', { n: p.supply })}</span>
              </div>
              {/* Every player keeps the line, so the panel keeps its height as the turn moves on. */}
              <div class="kb-small kb-player-played">{current && view.played && <>{kt('card.played')}: <TerrainName terrain={view.played} /></>}</div>
              <div class="kb-held">
                {p.tiles.length === 0 && <span class="muted kb-small">{kt('players.noTiles')}</span>}
                {p.tiles.map((t) => (
                  <span key={t.loc} class={t.used ? 'kb-chip kb-chip-used' : 'kb-chip'} title={kt(`tile.${t.tile}`)}>
                    {kt(`loc.${t.tile}`)}
                    {t.used && <span class="kb-chip-note"> ({kt('tiles.used')})</span>}
                    {t.fresh && !t.used && <span class="kb-chip-note"> ({kt('tiles.fresh')})</span>}
                  </span>
                ))}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
