import { useState } from 'preact/hooks';
import { NAME_MAX_LENGTH } from '../../../party/games/core/protocol.ts';
import { t } from '../../i18n/index.ts';
import { readStored, writeStored } from '../../net/storage.ts';

const LAST_NAME_KEY = 'kingdoms.name';

/** The name this device last played under ('' when none). */
export function lastName(): string {
  return readStored(LAST_NAME_KEY) ?? '';
}

export function rememberName(name: string): void {
  writeStored(LAST_NAME_KEY, name);
}

/** A display name as the room accepts it (trimmed, 1-24 characters), or null. */
export function validName(name: string): string | null {
  const trimmed = name.trim();
  return trimmed.length >= 1 && trimmed.length <= NAME_MAX_LENGTH ? trimmed : null;
}

/** Takes a seat under a name; remembers the name for the next table. */
export function NameForm({ onJoin }: { onJoin(name: string): void }) {
  const [name, setName] = useState(lastName);
  const [bad, setBad] = useState(false);

  const submit = (event: Event) => {
    event.preventDefault();
    const trimmed = validName(name);
    setBad(trimmed === null);
    if (trimmed === null) return;
    rememberName(trimmed);
    onJoin(trimmed);
  };

  return (
    <form class="name-form" onSubmit={submit} data-testid="join-form">
      <label class="field grow">
        <span>{t('table.yourName')}</span>
        <input
          type="text"
          name="name"
          value={name}
          maxLength={NAME_MAX_LENGTH}
          autoComplete="nickname"
          required
          aria-invalid={bad}
          aria-describedby="name-hint"
          onInput={(e) => setName((e.currentTarget as HTMLInputElement).value)}
        />
        <span id="name-hint" class={bad ? 'form-error' : 'hint'}>{bad ? t('table.badName') : t('table.nameHint')}</span>
      </label>
      <button type="submit" class="button-primary">{t('table.takeSeat')}</button>
    </form>
  );
}
