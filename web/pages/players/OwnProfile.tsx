import { useEffect, useState } from 'preact/hooks';
import { pt } from '../../i18n/players.ts';
import { dropIdentity, myIdentity } from '../../net/identity.ts';
import { clearPlayerName, setPlayerName, validPlayerName } from '../../net/player-name.ts';
import { forgetMe, myData, saveName } from '../../net/players-api.ts';
import { navigate } from '../../router.ts';
import { AskFirst } from '../../ui/AskFirst.tsx';
import { useFocusAfterRender } from '../../ui/focus-after-render.ts';
import { Devices } from './Devices.tsx';
import { failureText } from '../../ui/failure-text.ts';
import { TransferLink } from './TransferLink.tsx';

/** Only on your own profile: your name, moving to another device and your devices, what we keep, forgetting you. */
export function OwnProfile({ name, onChanged }: { name: string | null; onChanged(): void }) {
  return (
    <section class="card own-profile" aria-labelledby="own-title" data-testid="own-profile">
      <h2 id="own-title">{pt('own.title')}</h2>
      <NameEditor name={name} onSaved={onChanged} />
      <TransferLink />
      <Devices />
      <KeptData />
      <ForgetMe />
    </section>
  );
}

function NameEditor({ name, onSaved }: { name: string | null; onSaved(): void }) {
  const [draft, setDraft] = useState(name ?? '');
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  useEffect(() => setDraft(name ?? ''), [name]);
  const submit = async (event: Event) => {
    event.preventDefault();
    const valid = validPlayerName(draft);
    if (valid === null) return;
    try {
      await saveName(valid);
      setPlayerName(valid);
      setNote({ ok: true, text: pt('own.nameSaved') });
      onSaved();
    } catch (error) {
      setNote({ ok: false, text: failureText(error) });
    }
  };
  return (
    <form class="inline-form" onSubmit={submit}>
      <label class="field grow">
        <span>{pt('own.name')}</span>
        <input type="text" value={draft} maxLength={24} required data-testid="profile-name"
          onInput={(e) => setDraft((e.target as HTMLInputElement).value)} />
      </label>
      <button type="submit" class="button-primary" data-testid="profile-save-name">{pt('own.saveName')}</button>
      <p role="status" class={note && !note.ok ? 'form-error' : 'muted'}>{note?.text}</p>
    </form>
  );
}

function KeptData() {
  const [data, setData] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const show = () => myData().then((kept) => { setData(JSON.stringify(kept, null, 2)); setError(null); }, (e: unknown) => setError(failureText(e)));
  return (
    <div class="own-block">
      <h3>{pt('own.data.title')}</h3>
      <p class="muted">{pt('own.data.hint')}</p>
      <button type="button" class="button" onClick={show} data-testid="show-data">{pt('own.data.show')}</button>
      {error && <p class="form-error" role="alert">{error}</p>}
      {data && <pre class="kept-data" tabIndex={0} data-testid="kept-data">{data}</pre>}
    </div>
  );
}

function ForgetMe() {
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { focusable, focusAfterRender } = useFocusAfterRender();
  const forget = async () => {
    try {
      await forgetMe();
      await dropIdentity();
      clearPlayerName();
      const { player } = await myIdentity();
      navigate(`/p/${player}`);
    } catch (e) {
      setError(failureText(e));
    }
  };
  return (
    <div class="own-block">
      <h3>{pt('own.forget.title')}</h3>
      <p class="muted">{pt('own.forget.hint')}</p>
      {asking ? (
        <AskFirst testId="forget" question={pt('own.forget.confirm')} yes={pt('own.forget.yes')} no={pt('own.forget.cancel')}
          onYes={forget} onNo={() => { focusAfterRender('forget'); setAsking(false); }} />
      ) : (
        <button type="button" class="button" onClick={() => setAsking(true)} ref={focusable('forget')} data-testid="forget-me">{pt('own.forget.button')}</button>
      )}
      {error && <p class="form-error" role="alert">{error}</p>}
    </div>
  );
}
