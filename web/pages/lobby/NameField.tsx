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
/** Which way to play last asked for the missing name: its button says why nothing started. */
const askedBy = signal<string | null>(null);
const field: RefObject<HTMLInputElement | null> = { current: null };

export interface NameChoice {
  bad: boolean;
  /** The field, focused when the name given is not one: the error is read where it is fixed. */
  field: RefObject<HTMLInputElement | null>;
  /**
   * The valid name, remembered for next time; null (and the field marked) when it is not valid.
   * `who` names the button that asked, so it can say beside itself why nothing started.
   */
  take(who: string): string | null;
}

/** The player's name: the remembered one (editable in the header), or asked for once, inline. */
export function useName(): NameChoice {
  return {
    bad: bad.value,
    field,
    take: (who) => {
      if (playerName.value) return playerName.value;
      const stored = setPlayerName(draft.value);
      bad.value = stored === null;
      askedBy.value = stored === null ? who : null;
      if (stored === null) {
        // On a phone the field is often a screen above the button: bring it to the middle, since
        // the focus alone scrolls it only to the edge, under the keyboard that it opens.
        field.current?.scrollIntoView({ block: 'center' });
        field.current?.focus({ preventScroll: true });
      }
      return stored;
    },
  };
}

/** Beside a button that asked for the name and found none: what to do, read out as it appears. */
export function NameNeeded({ who }: { who: string }) {
  if (!bad.value || askedBy.value !== who) return null;
  return <p class="form-error" role="alert" data-testid="name-needed">{st('name.first')}</p>;
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
        onInput={(e) => { draft.value = (e.currentTarget as HTMLInputElement).value; askedBy.value = null; }}
      />
      <span id={`name-${id}-hint`} class={bad.value ? 'form-error' : 'hint'}>{bad.value ? t('table.badName') : st('name.hint')}</span>
    </label>
    </section>
  );
}
