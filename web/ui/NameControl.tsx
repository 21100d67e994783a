import { useEffect, useRef, useState } from 'preact/hooks';
import { NAME_MAX_LENGTH } from '../../party/protocol/common.ts';
import { t } from '../i18n/index.ts';
import { playerName, setPlayerName } from '../net/player-name.ts';

function PersonIcon() {
  return (
    <svg class="name-control-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
      <circle cx="8" cy="5" r="3" fill="currentColor" />
      <path d="M2 15c0-3.3 2.7-5.5 6-5.5s6 2.2 6 5.5z" fill="currentColor" />
    </svg>
  );
}

/**
 * The remembered name in the header: a button that opens a one-field form in place. Enter saves,
 * Escape or Cancel closes without change; focus returns to the button either way.
 */
export function NameControl() {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [bad, setBad] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const reopened = useRef(false);

  useEffect(() => {
    if (editing) input.current?.select();
    else if (reopened.current) button.current?.focus();
  }, [editing]);

  const open = () => {
    setDraft(playerName.value);
    setBad(false);
    reopened.current = true;
    setEditing(true);
  };
  const save = (event: Event) => {
    event.preventDefault();
    const ok = setPlayerName(draft) !== null;
    setBad(!ok);
    if (ok) setEditing(false);
  };

  if (!editing) {
    const name = playerName.value;
    return (
      <button
        ref={button}
        type="button"
        class={name ? 'button-quiet name-control' : 'button-quiet name-control name-control-unset'}
        onClick={open}
        data-testid="header-name"
        aria-label={name ? t('name.change', { name }) : t('name.set')}
      >
        <PersonIcon /> <span class="name-control-text">{name || t('name.set')}</span>
      </button>
    );
  }
  return (
    <form
      class="name-edit"
      onSubmit={save}
      onKeyDown={(e) => { if (e.key === 'Escape') { e.preventDefault(); setEditing(false); } }}
      data-testid="header-name-form"
    >
      <label>
        <span class="visually-hidden">{t('table.yourName')}</span>
        <input
          ref={input}
          type="text"
          name="player-name"
          value={draft}
          maxLength={NAME_MAX_LENGTH}
          autoComplete="nickname"
          aria-invalid={bad}
          title={bad ? t('table.badName') : t('table.nameHint')}
          onInput={(e) => setDraft((e.currentTarget as HTMLInputElement).value)}
        />
      </label>
      <button type="submit" class="button-primary">{t('name.save')}</button>
      <button type="button" class="button-quiet" onClick={() => setEditing(false)}>{t('name.cancel')}</button>
      {bad && <span class="form-error" role="alert">{t('table.badName')}</span>}
    </form>
  );
}
