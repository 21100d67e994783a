import { useEffect, useState } from 'preact/hooks';
import { pt } from '../../i18n/players.ts';
import { adoptIdentity, newKeys } from '../../net/identity.ts';
import { ApiFailure } from '../../net/lobby-api.ts';
import { setPlayerName } from '../../net/player-name.ts';
import { acceptTransfer, getProfile } from '../../net/players-api.ts';
import { transferSigner } from '../../net/transfer-key.ts';
import { profilePath, transferFrom } from '../../routes.ts';
import { Link } from '../../ui/Link.tsx';
import { failureText } from '../../ui/failure-text.ts';
import './players.css';

type Step = { state: 'asking' } | { state: 'working' } | { state: 'done' } | { state: 'failed'; message: string };

/**
 * /transfer#<id>.<secret>: the link carries a key the old device signed. This device makes its own
 * key pair, the link's key signs it, and the player's object takes it for that player, once. Asked
 * first, since the browser's own player, if it had one, is no longer spoken for here afterwards.
 */
export function TransferPage() {
  // Read once: the address loses its code after the move.
  const [link] = useState(() => transferFrom(location.hash));
  const [step, setStep] = useState<Step>({ state: 'asking' });
  // The player by their name, not their id: asked from the public profile (undefined: not yet).
  const [name, setName] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    if (!link) return;
    getProfile(link.player).then((profile) => setName(profile.name), () => setName(null));
  }, [link]);
  if (!link) return <p class="card form-error" role="alert" data-testid="transfer-bad">{pt('transfer.bad')}</p>;

  const accept = async () => {
    setStep({ state: 'working' });
    try {
      const signer = await transferSigner(link.player, link.secret);
      if (!signer) {
        setStep({ state: 'failed', message: pt('transfer.bad') });
        return;
      }
      await adoptIdentity(await acceptTransfer(signer, await newKeys()));
      // This device is that player now, under their name: it asks for no name of its own.
      const known = name ?? (await getProfile(link.player).then((p) => p.name, () => null));
      if (known) setPlayerName(known);
      // The link is spent: keep it out of the history and of a later copy of the address.
      history.replaceState(null, '', location.pathname);
      setStep({ state: 'done' });
    } catch (e) {
      // A spent, stale or foreign link is one refusal to the player, in their language.
      setStep({ state: 'failed', message: e instanceof ApiFailure && e.code === 'bad-transfer' ? pt('transfer.refused') : failureText(e) });
    }
  };

  const who = name ? name : pt('profile.noName');
  return (
    <div class="players-page" data-testid="transfer">
      <h1>{pt('transfer.title')}</h1>
      {step.state === 'done' ? (
        <div class="card" role="status" data-testid="transfer-done">
          <p>{pt('transfer.done', { player: who })}</p>
          <Link href={profilePath(link.player)} class="button-primary">{pt('transfer.profile')}</Link>
        </div>
      ) : (
        <div class="card">
          <p data-testid="transfer-player" aria-busy={name === undefined}>{name === undefined ? '…' : pt('transfer.explain', { player: who })}</p>
          <button type="button" class="button-primary" disabled={step.state === 'working'} onClick={accept} data-testid="transfer-accept">
            {pt(step.state === 'working' ? 'transfer.working' : 'transfer.accept')}
          </button>
          {step.state === 'failed' && <p class="form-error" role="alert">{pt('transfer.failed', { message: step.message })}</p>}
        </div>
      )}
    </div>
  );
}

export default TransferPage;
