// A room that closes the socket for good (a table full of spectators: 4429; a table that expired:
// 4410) is not knocked on again and again: the page stops reconnecting and says why, and for a
// full house offers to try again. The test stands between page and room and answers the way the
// room does (party/room/admission.ts turnAway, party/room/alarms.ts ring), since filling a table with 100 watchers is not the point.
import type { WebSocketRoute } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { EXPIRED_CLOSE_CODE, TOO_MANY_SPECTATORS_CLOSE_CODE } from '../../party/protocol/close-codes.ts';
import { baseUrl } from './browser.ts';
import { newPerson, shellSession } from './shell-steps.ts';

const session = shellSession();

async function newTable(): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/tables`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ game: session.game.id, seats: 2 }),
  });
  return ((await res.json()) as { id: string }).id;
}

// partysocket waits 1-5 s before its first retry: a page still at one attempt after this did not retry.
const LONGER_THAN_A_RETRY_MS = 6_000;

describe('final close codes', () => {
  it('full of spectators (4429) and expired (4410): one attempt each, a clear message, and "Try again" for the full one', async () => {
    const table = await newTable();
    const watcher = await newPerson(session);
    let full = true;
    let fullAttempts = 0;
    await watcher.routeWebSocket(/\/parties\//, (ws: WebSocketRoute) => {
      fullAttempts++;
      if (!full) return void ws.connectToServer();
      ws.send(JSON.stringify({ v: 1, type: 'error', code: 'too-many-spectators', message: 'This table already has 100 spectators.' }));
      void ws.close({ code: TOO_MANY_SPECTATORS_CLOSE_CODE, reason: 'too many spectators' });
    });
    const late = await newPerson(session, { locale: 'ru-RU' });
    let expiredAttempts = 0;
    await late.routeWebSocket(/\/parties\//, (ws: WebSocketRoute) => {
      expiredAttempts++;
      void ws.close({ code: EXPIRED_CLOSE_CODE, reason: 'table expired' });
    });

    await Promise.all([watcher.goto(`${baseUrl()}/t/${table}`), late.goto(`${baseUrl()}/t/${table}`)]);
    const notice = watcher.getByTestId('table-full-of-spectators');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('100 spectators');
    await late.locator('[data-testid=table-missing][data-reason=expired]').waitFor();
    expect(await late.getByTestId('table-missing').textContent()).toContain('Срок этого стола истёк');

    await watcher.waitForTimeout(LONGER_THAN_A_RETRY_MS);
    expect(fullAttempts).toBe(1);
    expect(expiredAttempts).toBe(1);
    expect(await notice.count()).toBe(1);

    // The crowd thinned out: trying again lets the watcher in.
    full = false;
    await watcher.getByTestId('table-retry').click();
    await watcher.getByTestId('join-form').waitFor();
    expect(fullAttempts).toBe(2);
    expect(await notice.count()).toBe(0);
  });
});
