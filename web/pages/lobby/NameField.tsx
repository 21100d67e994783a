import { signal } from '@preact/signals';
import { useState } from 'preact/hooks';
import { NAME_MAX_LENGTH } from '../../../party/games/core/protocol.ts';
import { t } from '../../i18n/index.ts';
import { st } from '../../i18n/seating.ts';
import { lastName, rememberName, validName } from '../table/NameForm.tsx';

// One name for the whole lobby: typed once into whichever card asks, used by all of them.
const draft = signal(lastName());
const known = signal(validName(lastName()) !== null);

export interface NameChoice {
  bad: boolean;
  /** The valid name, remembered for next time; null (and the field marked) when it is not valid. */
  take(): string | null;
}

/** The player's name: the remembered one, or asked for once, inline, and then remembered. */
export function useName(): NameChoice {
  const [bad, setBad] = useState(false);
  return {
    bad,
    take: () => {
      const valid = validName(draft.value);
      setBad(valid === null);
      if (valid !== null) {
        rememberName(valid);
        known.value = true;
      }
      return valid;
    },
  };
}

/** The name input, shown only while this device has no name yet. */
export function NameField({ choice, id }: { choice: NameChoice; id: string }) {
  if (known.value) return null;
  return (
    <label class="field">
      <span>{st('name.label')}</span>
      <input
        type="text"
        name="player-name"
        data-testid={`name-${id}`}
        value={draft.value}
        maxLength={NAME_MAX_LENGTH}
        autoComplete="nickname"
        aria-invalid={choice.bad}
        onInput={(e) => { draft.value = (e.currentTarget as HTMLInputElement).value; }}
      />
      <span class={choice.bad ? 'form-error' : 'hint'}>{choice.bad ? t('table.badName') : st('name.hint')}</span>
    </label>
  );
}
