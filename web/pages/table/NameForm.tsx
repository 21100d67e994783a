import { useState } from 'preact/hooks';
import { NAME_MAX_LENGTH } from '../../../party/games/core/protocol.ts';
import { t } from '../../i18n/index.ts';
import { readStored, writeStored } from '../../net/storage.ts';

const LAST_NAME_KEY = 'kingdoms.name';

/** The name this browser last played under ('' if none). */
export function lastName(): string {
  return readStored(LAST_NAME_KEY) ?? '';
}

/** Takes a seat under a name; remembers the name for the next table. */
export function NameForm({ onJoin }: { onJoin(name: string): void }) {
  const [name, setName] = useState(lastName);
  const [bad, setBad] = useState(false);

  const submit = (event: Event) => {
    event.preventDefault();
    const trimmed = name.trim();
    const ok = trimmed.length >= 1 && trimmed.length <= NAME_MAX_LENGTH;
    setBad(!ok);
    if (!ok) return;
    writeStored(LAST_NAME_KEY, trimmed);
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
