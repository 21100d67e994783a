import { useState } from 'preact/hooks';
import { t } from '../../i18n/index.ts';
import { navigate, tableIdFrom, tablePath } from '../../router.ts';

export function JoinByLink() {
  const [text, setText] = useState('');
  const [bad, setBad] = useState(false);

  const submit = (event: Event) => {
    event.preventDefault();
    const id = tableIdFrom(text);
    setBad(id === null);
    if (id) navigate(tablePath(id));
  };

  return (
    <form class="card join-link" onSubmit={submit} aria-labelledby="join-title">
      <h2 id="join-title">{t('lobby.joinByLink')}</h2>
      <div class="inline-form">
        <label class="field grow">
          <span>{t('lobby.linkLabel')}</span>
          <input
            type="text"
            value={text}
            inputMode="url"
            autoComplete="off"
            spellcheck={false}
            aria-invalid={bad}
            aria-describedby={bad ? 'join-error' : undefined}
            onInput={(e) => setText((e.currentTarget as HTMLInputElement).value)}
          />
        </label>
        <button type="submit" class="button">{t('lobby.go')}</button>
      </div>
      {bad && <p id="join-error" class="form-error">{t('lobby.badLink')}</p>}
    </form>
  );
}
