import { useState } from 'preact/hooks';
import { lang } from '../../i18n/index.ts';
import { pt } from '../../i18n/players.ts';
import { newTransfer } from '../../net/players-api.ts';
import { transferLink } from '../../routes.ts';
import { failureText } from '../../ui/failure-text.ts';
import { qrImage } from './qr.ts';

/** Makes a one-time link (and its QR code) that moves this player to another device. */
export function TransferLink() {
  const [made, setMade] = useState<{ url: string; qr: string; expiresAt: number } | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const make = async () => {
    try {
      const { player, secret, expiresAt } = await newTransfer();
      const url = transferLink(location.origin, player, secret);
      setMade({ url, expiresAt, qr: await qrImage(url) });
      setError(null);
    } catch (e) {
      setError(failureText(e));
    }
  };
  const copy = async () => {
    if (!made) return;
    try {
      await navigator.clipboard.writeText(made.url);
      setNote(pt('own.move.copied'));
    } catch { /* the link is on the page to copy by hand */ }
  };
  const time = made ? new Intl.DateTimeFormat(lang.value, { timeStyle: 'short' }).format(made.expiresAt) : '';
  return (
    <div class="own-block">
      <h3>{pt('own.move.title')}</h3>
      <p class="muted">{pt('own.move.hint')}</p>
      <p class="safari-note" data-testid="safari-note">{pt('own.safari')}</p>
      <button type="button" class="button-primary" onClick={make} data-testid="make-transfer">{pt('own.move.make')}</button>
      {error && <p class="form-error" role="alert">{error}</p>}
      {made && (
        <div class="transfer-made">
          <label class="field">
            <span>{pt('own.move.link', { time })}</span>
            <input type="text" readOnly value={made.url} data-testid="transfer-link" onFocus={(e) => (e.target as HTMLInputElement).select()} />
          </label>
          <button type="button" class="button" onClick={copy}>{pt('own.move.copy')}</button>
          <span role="status">{note}</span>
          <img class="transfer-qr" src={made.qr} alt={pt('own.move.qr')} width={192} height={192} data-testid="transfer-qr" />
        </div>
      )}
    </div>
  );
}
