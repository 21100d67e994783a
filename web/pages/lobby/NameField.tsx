import { signal } from '@preact/signals';
import type { RefObject } from 'preact';
import { NAME_MAX_LENGTH } from '../../../party/protocol/common.ts';
import { t } from '../../i18n/index.ts';
import { st } from '../../i18n/seating.ts';
import { playerName, setPlayerName } from '../../net/player-name.ts';

// The lobby asks the name in one field, above every way to play; each of them takes it from there
// (and sends the focus there when it is not a name yet).
const draft = signal(playerName.value);
const bad = signal(false);
const field: RefObject<HTMLInputElement | null> = { current: null };

export interface NameChoice {
  bad: boolean;
  /** The field, focused when the name given is not one: the error is read where it is fixed. */
  field: RefObject<HTMLInputElement | null>;
  /** The valid name, remembered for next time; null (and the field marked) when it is not valid. */
  take(): string | null;
}

/** The player's name: the remembered one (editable in the header), or asked for once, inline. */
export function useName(): NameChoice {
  return {
    bad: bad.value,
    field,
    take: () => {
      if (playerName.value) return playerName.value;
      const stored = setPlayerName(draft.value);
      bad.value = stored === null;
      if (stored === null) field.current?.focus();
      return stored;
    },
  };
}

/** The lobby's one name input, shown only while this device has no name yet. */
export function NameField({ id = 'lobby' }: { id?: string }) {
  if (playerName.value) return null;
  return (
    <section class="card lobby-name">
    <label class="field">
      <span>{st('name.label')}</span>
      <input
        ref={field}
        type="text"
        name="player-name"
        data-testid={`name-${id}`}
        value={draft.value}
        maxLength={NAME_MAX_LENGTH}
        autoComplete="nickname"
        aria-invalid={bad.value}
        aria-describedby={`name-${id}-hint`}
        onInput={(e) => { draft.value = (e.currentTarget as HTMLInputElement).value; }}
      />
      <span id={`name-${id}-hint`} class={bad.value ? 'form-error' : 'hint'}>{bad.value ? t('table.badName') : st('name.hint')}</span>
    </label>
    </section>
  );
}
