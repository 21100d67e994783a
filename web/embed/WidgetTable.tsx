import { effect } from '@preact/signals';
import { useEffect, useMemo } from 'preact/hooks';
import { TableConnection } from '../net/table-connection.ts';
import { InviteButton } from '../pages/table/InviteButton.tsx';
import { TablePage } from '../pages/table/TablePage.tsx';
import { tablePath } from '../routes.ts';
import type { WidgetConfig } from './config.ts';
import type { Host } from './host.ts';
import { et } from './i18n.ts';
import { joinOnce, reportTable } from './report.ts';

interface Props {
  id: string;
  config: WidgetConfig;
  host: Host;
  /** The name to take a seat under when this browser has none at the table yet. */
  name: string | null;
  /** The table is gone (expired): the widget opens a new one where its mode allows. */
  onGone(): void;
  onNewGame(): void;
}

/** The widget's table: the site's own table view, an invite link for friends, a new-game button. */
export function WidgetTable({ id, config, host, name, onGone, onNewGame }: Props) {
  const connection = useMemo(() => new TableConnection(id), [id]);
  useEffect(() => {
    const stops = [
      reportTable(connection, config.mode, host),
      ...(name ? [joinOnce(connection, name)] : []),
      effect(() => { if (connection.missing.value && config.mode !== 'table') onGone(); }),
    ];
    return () => {
      for (const stop of stops) stop();
      connection.close();
    };
  }, [connection]);

  const room = connection.state.value?.room;
  const url = location.origin + tablePath(id);
  return (
    <div class="widget-table" aria-busy={room || connection.missing.value || connection.closedFor.value ? undefined : 'true'}>
      {config.mode === 'friends' && room?.status === 'open' && (
        <section class="card widget-invite" aria-labelledby="invite-title" data-testid="widget-invite">
          <h2 id="invite-title">{et('embed.inviteTitle')}</h2>
          <p class="muted">{et('embed.inviteHint')}</p>
          <div class="inline-form">
            <input class="grow" type="text" readOnly value={url} aria-labelledby="invite-title" data-testid="invite-url"
              onFocus={(e) => (e.currentTarget as HTMLInputElement).select()} />
            <InviteButton id={id} />
          </div>
        </section>
      )}
      <TablePage id={id} embedded connection={connection} />
      {room?.status === 'finished' && config.mode !== 'table' && (
        <p class="widget-again">
          <button type="button" class="button-primary" onClick={onNewGame} data-testid="widget-new-game">{et('embed.newGame')}</button>
        </p>
      )}
    </div>
  );
}
