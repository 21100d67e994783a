// Small JSON values by key in a room's SQLite (the table settings, a pending undo request), each
// read once and then served from memory. The SQL table is called `social` for its first users;
// every room already has it under that name.

export class KeyValues {
  private readonly sql: SqlStorage;
  /** Each row's JSON by key (null: no row), once read. */
  #rows = new Map<string, string | null>();

  constructor(sql: SqlStorage) {
    this.sql = sql;
    sql.exec(`CREATE TABLE IF NOT EXISTS social (key TEXT PRIMARY KEY, json TEXT NOT NULL)`);
  }

  /** A fresh object each time: callers may change what they get. */
  read<T>(key: string): T | null {
    let json = this.#rows.get(key);
    if (json === undefined) {
      json = this.sql.exec<{ json: string }>(`SELECT json FROM social WHERE key = ?`, key).toArray()[0]?.json ?? null;
      this.#rows.set(key, json);
    }
    return json === null ? null : (JSON.parse(json) as T);
  }

  /** Stores `value` under `key`; null deletes the row. */
  write(key: string, value: unknown): void {
    this.#rows.delete(key); // unknown until the write has succeeded
    if (value === null) {
      this.sql.exec(`DELETE FROM social WHERE key = ?`, key);
      this.#rows.set(key, null);
      return;
    }
    const json = JSON.stringify(value);
    this.sql.exec(`INSERT INTO social (key, json) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET json = excluded.json`, key, json);
    this.#rows.set(key, json);
  }

  /** Drops what was read: the next read goes to SQLite (after a transaction that rolled back). */
  forgetCached(): void {
    this.#rows.clear();
  }
}
