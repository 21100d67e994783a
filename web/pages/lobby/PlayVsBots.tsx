import { useState } from 'preact/hooks';
import type { BotLevel } from '../../../party/games/core/bots.ts';
import { BOT_SPEEDS, type BotSpeed, type GameSummary } from '../../../party/protocol/lobby.ts';
import { st } from '../../i18n/seating.ts';
import { useStartTable } from '../../ui/use-seat-start.ts';
import { NameNeeded, useName } from './NameField.tsx';


/**
 * One click to a running game: a private table with you and N bots, started at once. One row per
 * game that has bots.
 */
export function PlayVsBots({ games }: { games: GameSummary[] }) {
  const withBots = games.filter((g) => g.botLevels.length > 0);
  const name = useName();
  const [speed, setSpeed] = useState<BotSpeed>('human');
  if (withBots.length === 0) return null;
  return (
    <section class="card play-bots" aria-labelledby="bots-title">
      <h2 id="bots-title">{st('bots.title')}</h2>
      <p class="muted">{st('bots.hint')}</p>
      <div class="field-row">
        <label class="field">
          <span>{st('bots.speed')}</span>
          <select data-testid="bots-speed" value={speed} onChange={(e) => setSpeed((e.currentTarget as HTMLSelectElement).value as BotSpeed)}>
            <option value="human">{st('bots.speed.human')}</option>
            <option value="instant">{st('bots.speed.instant')}</option>
          </select>
        </label>
      </div>
      {withBots.map((game) => <BotGameRow key={game.id} game={game} takeName={name.take} pause={BOT_SPEEDS[speed]} />)}
    </section>
  );
}

function BotGameRow({ game, takeName, pause }: { game: GameSummary; takeName(who: string): string | null; pause: number }) {
  const [count, setCount] = useState(Math.max(1, game.minSeats - 1));
  const [level, setLevel] = useState<BotLevel>(game.botLevels.includes('medium') ? 'medium' : game.botLevels[0]!);
  const { busy, error, start } = useStartTable<'play'>();
  const counts = Array.from({ length: game.maxSeats - 1 }, (_, i) => i + 1).filter((n) => n + 1 >= game.minSeats);

  const play = async () => {
    const name = takeName(`bots-${game.id}`);
    if (name === null) return;
    await start('play', {
      game: game.id, seats: count + 1, public: false, name, bots: Array.from({ length: count }, () => level), start: true, botPauseMs: pause,
    });
  };

  return (
    <div class="bot-game" data-game={game.id}>
      <h3>{game.name}</h3>
      <div class="inline-form">
        <label class="field">
          <span>{st('bots.count')}</span>
          <select data-testid={`bots-count-${game.id}`} value={count} onChange={(e) => setCount(Number((e.currentTarget as HTMLSelectElement).value))}>
            {counts.map((n) => <option key={n} value={n}>{n}</option>)}
          </select>
        </label>
        <label class="field">
          <span>{st('bots.level')}</span>
          <select data-testid={`bots-level-${game.id}`} value={level} onChange={(e) => setLevel((e.currentTarget as HTMLSelectElement).value as BotLevel)}>
            {game.botLevels.map((l) => <option key={l} value={l}>{st(`bots.level.${l}`)}{game.botRatings?.[l] ? ` (≈ ${game.botRatings[l]})` : ''}</option>)}
          </select>
        </label>
        <button type="button" class="button-primary" disabled={busy !== null} onClick={play} data-testid={`play-bots-${game.id}`}>
          {busy !== null ? st('bots.starting') : st('bots.playNow', { n: count, level: st(`bots.level.${level}`) })}
        </button>
      </div>
      <NameNeeded who={`bots-${game.id}`} />
      {error && <p class="form-error" role="alert">{error}</p>}
    </div>
  );
}
