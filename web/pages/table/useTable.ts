import { useEffect, useMemo } from 'preact/hooks';
import { TableConnection } from '../../net/table-connection.ts';

/** The live connection to one table, for as long as the page shows it. */
export function useTable(id: string): TableConnection {
  const connection = useMemo(() => new TableConnection(id), [id]);
  useEffect(() => () => connection.close(), [connection]);
  return connection;
}
