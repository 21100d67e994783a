// The unknown-table probe reads workerd's own SQLite files while workerd may be writing them: a
// lock held for a moment must make it wait, not stop the soak with "database is locked".
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { DB_BUSY_TIMEOUT_MS, storedRooms } from '../../soak/probes.ts';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A Room object's database as wrangler dev lays it out, holding one table of ours. */
function roomFile(): { state: string; file: string } {
  dir = mkdtempSync(join(tmpdir(), 'probe-db-'));
  const ns = join(dir, 'v3', 'do', 'kingdoms-Room');
  mkdirSync(ns, { recursive: true });
  const file = join(ns, 'abc.sqlite');
  const db = new DatabaseSync(file);
  db.exec(`CREATE TABLE meta (id TEXT)`);
  db.close();
  return { state: dir, file };
}

/** Another thread (as workerd is another process) takes the file's exclusive lock for `ms`. */
function holdLock(file: string, ms: number): Promise<Worker> {
  const worker = new Worker(`
    const { DatabaseSync } = require('node:sqlite');
    const { parentPort, workerData } = require('node:worker_threads');
    const db = new DatabaseSync(workerData.file);
    db.exec('BEGIN EXCLUSIVE');
    db.exec('INSERT INTO meta VALUES (1)');
    parentPort.postMessage('locked');
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, workerData.ms);
    db.exec('COMMIT');
    db.close();
  `, { eval: true, workerData: { file, ms } });
  return new Promise((resolve, reject) => {
    worker.once('message', () => resolve(worker));
    worker.once('error', reject);
  });
}

describe('the probes read workerd\'s database files safely', () => {
  it('waits out a lock another process holds for a moment instead of failing with "database is locked"', async () => {
    const { state, file } = roomFile();
    const worker = await holdLock(file, 400);
    expect(400).toBeLessThan(DB_BUSY_TIMEOUT_MS);
    // Read while the lock is held: the busy timeout lets the look wait for the commit.
    expect(storedRooms(state)).toEqual({ files: 1, holdingData: 1 });
    await worker.terminate();
  });

  it('reads read-only: a look leaves the file as it found it', () => {
    const { state, file } = roomFile();
    expect(storedRooms(state)).toEqual({ files: 1, holdingData: 1 });
    const db = new DatabaseSync(file, { readOnly: true });
    expect(db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table'`).all().map((r) => r.name)).toEqual(['meta']);
    db.close();
  });
});
