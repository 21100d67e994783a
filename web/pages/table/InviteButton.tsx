import { useEffect, useState } from 'preact/hooks';
import { t } from '../../i18n/index.ts';
import { tablePath } from '../../router.ts';

/** Copies the table's invite link; where the clipboard is unavailable, shows the link to copy by hand. */
export function InviteButton({ id }: { id: string }) {
  const [note, setNote] = useState('');
  const url = location.origin + tablePath(id);

  useEffect(() => {
    if (!note) return;
    const timer = setTimeout(() => setNote(''), 4000);
    return () => clearTimeout(timer);
  }, [note]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setNote(t('table.copied'));
    } catch {
      setNote(t('table.copyFailed', { url }));
    }
  };

  return (
    <span class="invite">
      <button type="button" class="button" onClick={copy} data-testid="invite">{t('table.invite')}</button>
      <span class="invite-note" role="status">{note}</span>
    </span>
  );
}
