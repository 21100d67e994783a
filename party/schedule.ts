// A room has one Durable Object alarm but several things to wake up for: a bot's next move, a
// turn clock running out, an absent player's take-over, the table's expiry. Each is a row here
// (kept in SQLite, so it survives hibernation and eviction) and the alarm is set to the earliest.
// The rows only say when to wake: on waking, the room re-derives from its seats and meta what is
// really due, so a stale row can never make it act twice.

export type ScheduleKey = 'expiry' | 'start' | 'bots' | `clock:${number}` | `away:${number}`;

export interface ScheduleItem { key: ScheduleKey; due: number }

export class Schedule {
  private readonly sql: SqlStorage;

  constructor(sql: SqlStorage) {
    this.sql = sql;
    sql.exec(`CREATE TABLE IF NOT EXISTS schedule (key TEXT PRIMARY KEY, due INTEGER NOT NULL)`);
  }

  items(): ScheduleItem[] {
    return this.sql.exec<{ key: string; due: number }>(`SELECT key, due FROM schedule ORDER BY due, key`).toArray()
      .map((r) => ({ key: r.key as ScheduleKey, due: r.due }));
  }

  /** Replaces the whole plan: what is not in `items` is no longer pending. */
  replace(items: ScheduleItem[]): void {
    this.sql.exec(`DELETE FROM schedule`);
    for (const item of items) {
      this.sql.exec(`INSERT INTO schedule (key, due) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET due = MIN(due, excluded.due)`,
        item.key, Math.floor(item.due));
    }
  }

  earliest(): number | null {
    return this.sql.exec<{ due: number | null }>(`SELECT MIN(due) AS due FROM schedule`).one().due;
  }
}
