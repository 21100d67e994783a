import { useEffect, useMemo } from 'preact/hooks';
import { takeHandoff } from '../../net/seat-handoff.ts';
import { TableConnection } from '../../net/table-connection.ts';

/**
 * The live connection to one table, for as long as the page shows it. A caller that needs the
 * connection itself (the embed widget, which reports on it) passes its own and closes it.
 */
export function useTable(id: string, given?: TableConnection): TableConnection {
  const connection = useMemo(() => {
    if (given) return given;
    // A seat handed over from the embed widget (seat-handoff.ts) is taken before the socket opens.
    return new TableConnection(id, takeHandoff(id));
  }, [id, given]);
  useEffect(() => (given ? undefined : () => connection.close()), [connection, given]);
  return connection;
}
