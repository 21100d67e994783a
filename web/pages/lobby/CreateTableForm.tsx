import { useState } from 'preact/hooks';
import type { GameSummary } from '../../../party/protocol/lobby.ts';
import { CLOCK_MODES, type ClockMode } from '../../../party/protocol/room.ts';
import { gameUiFor } from '../../games/game-ui.ts';
import { t } from '../../i18n/index.ts';
import { st } from '../../i18n/seating.ts';
import { useStartTable } from '../../ui/use-seat-start.ts';
import { GamePicker } from './GamePicker.tsx';
import { NameNeeded, useName } from './NameField.tsx';

interface Props { games: GameSummary[]; game: GameSummary; onGameChange(id: string): void }

// Most friends' games are up to four; the host can still start with fewer than the table holds.
const defaultSeats = (game: GameSummary) => Math.min(game.maxSeats, Math.max(game.minSeats, 4));

export function CreateTableForm({ games, game, onGameChange }: Props) {
  const [seats, setSeats] = useState(() => defaultSeats(game));
  const [isPublic, setPublic] = useState(true);
  // Strangers at a public table need a clock; friends at a private one usually do not.
  const [clock, setClock] = useState<ClockMode | null>(null);
  const name = useName();
  const [options, setOptions] = useState<unknown>(undefined);
  // The options form (for Dominion, its kingdoms and card data) is fetched once the player opens
  // the options, not with the lobby: most tables start on the game's usual set-up.
  const [optionsShown, setOptionsShown] = useState(false);
  const { busy, error, start } = useStartTable<'create'>();
  const OptionsForm = gameUiFor(game.id)?.OptionsForm;
  const seatCounts = Array.from({ length: game.maxSeats - game.minSeats + 1 }, (_, i) => game.minSeats + i);

  const chooseGame = (id: string) => {
    const next = games.find((g) => g.id === id);
    if (!next) return;
    onGameChange(id);
    setSeats(defaultSeats(next));
    setOptions(undefined);
  };

  const submit = async (event: Event) => {
    event.preventDefault();
    const me = name.take('create');
    if (me === null) return;
    await start('create', {
      game: game.id,
      seats,
      public: isPublic,
      name: me,
      clock: clock ?? (isPublic ? 'relaxed' : 'off'),
      ...(options === undefined ? {} : { options }),
    });
  };

  return (
    <form class="card create-table" onSubmit={submit} aria-labelledby="create-title">
      <h2 id="create-title">{t('lobby.newTable')}</h2>
      <GamePicker games={games} value={game.id} onChange={chooseGame} />
      <div class="field-row">
        <label class="field">
          <span>{t('lobby.seats')}</span>
          <select value={seats} data-testid="seats" onChange={(e) => setSeats(Number((e.currentTarget as HTMLSelectElement).value))}>
            {seatCounts.map((n) => <option key={n} value={n}>{n}</option>)}
          </select>
        </label>
        <label class="check">
          <input type="checkbox" checked={isPublic} data-testid="public" onChange={(e) => setPublic((e.currentTarget as HTMLInputElement).checked)} />
          <span>{t('lobby.public')}</span>
        </label>
        <label class="field">
          <span>{st('clock.label')}</span>
          <select value={clock ?? (isPublic ? 'relaxed' : 'off')} data-testid="clock"
            onChange={(e) => setClock((e.currentTarget as HTMLSelectElement).value as ClockMode)}>
            {CLOCK_MODES.map((m) => <option key={m} value={m}>{st(`clock.${m}`)}</option>)}
          </select>
        </label>
      </div>
      {OptionsForm && (
        <details class="options" data-testid="table-options" open={optionsShown}
          onToggle={(e) => { if ((e.currentTarget as HTMLDetailsElement).open) setOptionsShown(true); }}>
          <summary>{t('lobby.options')} <span class="muted">{t('lobby.optionsHint')}</span></summary>
          {optionsShown && <OptionsForm key={game.id} seats={seats} value={options} onChange={setOptions} />}
        </details>
      )}
      {error && <p class="form-error" role="alert">{error}</p>}
      <NameNeeded who="create" />
      <button type="submit" class="button-primary" disabled={busy !== null} data-testid="create-table">
        {busy !== null ? t('lobby.creating') : t('lobby.create')}
      </button>
    </form>
  );
}
