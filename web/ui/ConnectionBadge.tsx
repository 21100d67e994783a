import type { ConnectionStatus } from '../net/table-connection.ts';
import { t } from '../i18n/index.ts';

/** The live link to the room, as partysocket reports it: visible, and announced when it changes. */
export function ConnectionBadge({ status }: { status: ConnectionStatus }) {
  return (
    <span class={`conn conn-${status}`} role="status" data-testid="connection" data-status={status}>
      <span class="conn-dot" aria-hidden="true" />
      {t(`conn.${status}`)}
    </span>
  );
}
