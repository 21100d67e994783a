// A room has one Durable Object alarm but several things to wake up for: a bot's next move, a
// Reaction window closing, a turn clock running out, an absent player's take-over, the table's expiry. Each is a row here
// (kept in SQLite, so it survives hibernation and eviction) and the alarm is set to the earliest.
// The rows only say when to wake: on waking, the room re-derives from its seats and meta what is
// really due, so a stale row can never make it act twice.

export type ScheduleKey = 'expiry' | 'start' | 'bots' | 'think' | 'pause' | 'players' | 'daily' | `clock:${number}` | `away:${number}`;

export interface ScheduleItem { key: ScheduleKey; due: number }

export class Schedule {
  private readonly sql: SqlStorage;
  /** The rows as stored (key to due), read once: every write goes through `replace`. */
  #rows: Map<string, number> | null = null;

  constructor(sql: SqlStorage) {
    this.sql = sql;
    sql.exec(`CREATE TABLE IF NOT EXISTS schedule (key TEXT PRIMARY KEY, due INTEGER NOT NULL)`);
  }

  items(): ScheduleItem[] {
    return this.sql.exec<{ key: string; due: number }>(`SELECT key, due FROM schedule ORDER BY due, key`).toArray()
      .map((r) => ({ key: r.key as ScheduleKey, due: r.due }));
  }

  /**
   * Replaces the whole plan: what is not in `items` is no longer pending (of one key listed twice
   * the earlier counts). Only rows that change are written.
   */
  replace(items: ScheduleItem[]): void {
    const next = new Map<string, number>();
    for (const item of items) {
      const due = Math.floor(item.due);
      const had = next.get(item.key);
      next.set(item.key, had === undefined ? due : Math.min(had, due));
    }
    const rows = this.rows();
    for (const key of rows.keys()) {
      if (!next.has(key)) {
        rows.delete(key);
        this.sql.exec(`DELETE FROM schedule WHERE key = ?`, key);
      }
    }
    for (const [key, due] of next) {
      if (rows.get(key) === due) continue;
      rows.delete(key); // unknown until the write has succeeded
      this.sql.exec(`INSERT INTO schedule (key, due) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET due = excluded.due`, key, due);
      rows.set(key, due);
    }
  }

  earliest(): number | null {
    let min: number | null = null;
    for (const due of this.rows().values()) if (min === null || due < min) min = due;
    return min;
  }

  private rows(): Map<string, number> {
    this.#rows ??= new Map(this.items().map((i) => [i.key, i.due]));
    return this.#rows;
  }
}
