import { useRef, useState } from 'preact/hooks';
import { NAME_MAX_LENGTH } from '../../../party/protocol/common.ts';
import { t } from '../../i18n/index.ts';
import { setPlayerName, useNameDraft } from '../../net/player-name.ts';

/** Takes a seat under a name, filled in with the remembered one; remembers it for the next table. */
export function NameForm({ onJoin }: { onJoin(name: string): void }) {
  const [name, setName] = useNameDraft();
  const [bad, setBad] = useState(false);
  const field = useRef<HTMLInputElement>(null);

  const submit = (event: Event) => {
    event.preventDefault();
    const stored = setPlayerName(name);
    setBad(stored === null);
    if (stored === null) field.current?.focus();
    else onJoin(stored);
  };

  return (
    <form class="name-form" onSubmit={submit} data-testid="join-form">
      <label class="field grow">
        <span>{t('table.yourName')}</span>
        <input
          ref={field}
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
