import { useState } from 'preact/hooks';
import type { PlayerKey } from '../../../party/protocol/players.ts';
import { lang } from '../../i18n/index.ts';
import { pt } from '../../i18n/players.ts';
import { myKeys, removeKey } from '../../net/players-api.ts';
import { AskFirst } from '../../ui/AskFirst.tsx';
import { useFocusAfterRender } from '../../ui/focus-after-render.ts';
import { failureText } from '../../ui/failure-text.ts';

/** Enough of a key's id to tell two devices apart. */
const shortKey = (key: string) => key.slice(0, 8);

/**
 * The keys (one per device) that speak for this player; any but this browser's may be removed,
 * after a question: a removed device needs a new transfer link to play as this player again.
 */
export function Devices() {
  const [keys, setKeys] = useState<PlayerKey[] | null>(null);
  const [asking, setAsking] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const { focusable, focusAfterRender } = useFocusAfterRender();
  const show = () => myKeys().then((listed) => { setKeys(listed); setNote(null); }, (e: unknown) => setNote({ ok: false, text: failureText(e) }));
  // The question stays, its answers disabled, until the server has answered: no second removal
  // can be asked meanwhile. Then the focus goes to what was said (the row is gone) or, on a
  // failure, back to the device's Remove button.
  const remove = async (key: string) => {
    setRemoving(true);
    try {
      await removeKey(key);
      setKeys((listed) => listed?.filter((k) => k.key !== key) ?? null);
      setNote({ ok: true, text: pt('own.keys.removed') });
      focusAfterRender('note');
    } catch (e) {
      setNote({ ok: false, text: failureText(e) });
      focusAfterRender(key);
    }
    setRemoving(false);
    setAsking(null);
  };
  const dateFormat = new Intl.DateTimeFormat(lang.value, { dateStyle: 'medium' });
  return (
    <div class="own-block">
      <h3>{pt('own.keys.title')}</h3>
      <p class="muted">{pt('own.keys.hint')}</p>
      <button type="button" class="button" onClick={show} data-testid="show-devices">{pt('own.keys.show')}</button>
      {keys && (
        <ul class="device-list" data-testid="devices">
          {keys.map((k) => {
            const text = { key: shortKey(k.key), date: dateFormat.format(k.addedAt) };
            return (
              <li key={k.key} data-key={k.key} data-current={k.current ? 'true' : undefined}>
                <span>{pt(k.current ? 'own.keys.this' : 'own.keys.other', text)}</span>
                {!k.current && (asking === k.key ? (
                  <AskFirst testId="remove-device" question={pt('own.keys.confirm', text)} yes={pt('own.keys.yes')} no={pt('own.keys.keep')} busy={removing}
                    onYes={() => void remove(k.key)} onNo={() => { focusAfterRender(k.key); setAsking(null); }} />
                ) : (
                  <button type="button" class="button" onClick={() => setAsking(k.key)} aria-label={pt('own.keys.removeLabel', text)} ref={focusable(k.key)} data-testid="remove-device">
                    {pt('own.keys.remove')}
                  </button>
                ))}
              </li>
            );
          })}
        </ul>
      )}
      <p role="status" class={note && !note.ok ? 'form-error' : 'muted'} tabIndex={-1} ref={focusable('note')} data-testid="devices-note">{note?.text}</p>
    </div>
  );
}
