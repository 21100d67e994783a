import type { GameSummary } from '../../../party/protocol/lobby.ts';
import { t } from '../../i18n/index.ts';

interface Props { games: GameSummary[]; value: string; onChange(id: string): void }

export function GamePicker({ games, value, onChange }: Props) {
  return (
    <fieldset class="game-picker">
      <legend>{t('lobby.game')}</legend>
      {games.map((game) => (
        <label key={game.id} class="game-choice">
          <input
            type="radio"
            name="game"
            value={game.id}
            checked={game.id === value}
            onChange={() => onChange(game.id)}
          />
          <span class="game-choice-name">{game.name}</span>
          <span class="game-choice-seats">
            {game.minSeats === game.maxSeats
              ? t('lobby.players', { n: game.maxSeats })
              : `${game.minSeats}–${t('lobby.players', { n: game.maxSeats })}`}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
