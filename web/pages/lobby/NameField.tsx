import { signal } from '@preact/signals';
import type { RefObject } from 'preact';
import { useRef, useState } from 'preact/hooks';
import { NAME_MAX_LENGTH } from '../../../party/protocol/common.ts';
import { t } from '../../i18n/index.ts';
import { st } from '../../i18n/seating.ts';
import { playerName, setPlayerName } from '../../net/player-name.ts';

// What is typed into whichever lobby card asks first; every card asking shows the same text.
const draft = signal(playerName.value);

export interface NameChoice {
  bad: boolean;
  /** The field, focused when the name given is not one: the error is read where it is fixed. */
  field: RefObject<HTMLInputElement | null>;
  /** The valid name, remembered for next time; null (and the field marked) when it is not valid. */
  take(): string | null;
}

/** The player's name: the remembered one (editable in the header), or asked for once, inline. */
export function useName(): NameChoice {
  const [bad, setBad] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  return {
    bad,
    field,
    take: () => {
      if (playerName.value) return playerName.value;
      const stored = setPlayerName(draft.value);
      setBad(stored === null);
      if (stored === null) field.current?.focus();
      return stored;
    },
  };
}

/** The name input, shown only while this device has no name yet. */
export function NameField({ choice, id }: { choice: NameChoice; id: string }) {
  if (playerName.value) return null;
  return (
    <label class="field">
      <span>{st('name.label')}</span>
      <input
        ref={choice.field}
        type="text"
        name="player-name"
        data-testid={`name-${id}`}
        value={draft.value}
        maxLength={NAME_MAX_LENGTH}
        autoComplete="nickname"
        aria-invalid={choice.bad}
        aria-describedby={`name-${id}-hint`}
        onInput={(e) => { draft.value = (e.currentTarget as HTMLInputElement).value; }}
      />
      <span id={`name-${id}-hint`} class={choice.bad ? 'form-error' : 'hint'}>{choice.bad ? t('table.badName') : st('name.hint')}</span>
    </label>
  );
}
