// The table shell in Chromium against the real local server: creating and joining tables from
// separate browsers, getting a seat back after a reload, watching, leaving, the lobby's list of
// open tables and the connection indicator. Nothing here depends on a game's rules.
import type { Page, WebSocketRoute } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl } from './browser.ts';
import {
  connection, createTable, newPerson, seatNames, shellSession, storedToken, takeSeat, yourSeatName,
} from './shell-steps.ts';

const session = shellSession();

/** A private table with a seated host, and a second person on the table page, not yet seated. */
async function hostAndVisitor(hostName: string): Promise<{ host: Page; guest: Page; table: string }> {
  const host = await newPerson(session);
  const table = await createTable(host, session.game.id, session.game.maxSeats, false, hostName);
  await takeSeat(host, hostName);
  const guest = await newPerson(session);
  await guest.goto(`${baseUrl()}/t/${table}`);
  return { host, guest, table };
}

describe('table shell', () => {
  it('two players create and join a table, a reload gives the seat back, a third person watches', async () => {
    const alice = await newPerson(session);
    const table = await createTable(alice, session.game.id, 2, true, 'Alice');
    await expect.poll(() => connection(alice)).toBe('online');
    await takeSeat(alice, 'Alice');
    expect(await yourSeatName(alice)).toBe('Alice');
    expect(await alice.locator('[data-you=true] .tag').allTextContents()).toContain('host');

    const bob = await newPerson(session);
    await bob.goto(`${baseUrl()}/t/${table}`);
    await takeSeat(bob, 'Bob');
    await expect.poll(() => seatNames(alice)).toEqual(['Alice', 'Bob']);
    await expect.poll(() => seatNames(bob)).toEqual(['Alice', 'Bob']);
    const token = await storedToken(bob, table);
    expect(token).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(await storedToken(alice, table)).not.toBe(token);

    await bob.reload();
    await bob.getByTestId('leave').waitFor();
    expect(await yourSeatName(bob)).toBe('Bob');
    expect(await seatNames(bob)).toEqual(['Alice', 'Bob']);
    expect(await bob.getByTestId('join-form').count()).toBe(0);
    expect(await storedToken(bob, table)).toBe(token);
    await expect.poll(() => alice.locator('[data-seat="1"]').getAttribute('data-connected')).toBe('true');
    expect(await seatNames(alice)).toEqual(['Alice', 'Bob']);

    const carol = await newPerson(session);
    await carol.goto(`${baseUrl()}/t/${table}`);
    await expect.poll(() => carol.getByTestId('spectator').textContent()).toContain('full');
    expect(await seatNames(carol)).toEqual(['Alice', 'Bob']);
    expect(await carol.locator('[data-you=true]').count()).toBe(0);
    expect(await carol.getByTestId('join-form').count()).toBe(0);
    expect(await storedToken(carol, table)).toBeNull();

    expect(await bob.getByTestId('start').count()).toBe(0);
    await alice.getByTestId('start').click();
    for (const page of [alice, bob, carol]) await page.locator('[data-testid=table][data-status=playing]').waitFor();
    await expect.poll(() => carol.getByTestId('spectator').textContent()).toContain('started');
    expect(await alice.getByTestId('leave').count()).toBe(0);
  });

  it('a player who leaves before the start frees the seat and forgets the token', async () => {
    const { host, guest, table } = await hostAndVisitor('Host');
    await takeSeat(guest, 'Guest');
    await expect.poll(() => seatNames(host)).toEqual(['Host', 'Guest']);

    await guest.getByTestId('leave').click();
    await guest.getByTestId('join-form').waitFor();
    await expect.poll(() => seatNames(host)).toEqual(['Host']);
    expect(await storedToken(guest, table)).toBeNull();
    await guest.reload();
    await guest.getByTestId('join-form').waitFor();
    expect(await guest.locator('[data-you=true]').count()).toBe(0);
  });

  it('the server refusing a name is shown, and the form stays for another try', async () => {
    const { guest } = await hostAndVisitor('Sam');
    await guest.locator('input[name=name]').fill('sam');
    await guest.getByTestId('join-form').locator('button[type=submit]').click();
    await expect.poll(() => guest.getByTestId('error').getAttribute('data-code')).toBe('name-taken');
    await takeSeat(guest, 'Samantha');
    expect(await guest.getByTestId('error').count()).toBe(0);
  });

  it('the lobby lists open public tables of the chosen game, and joins them by list or by pasted link', async () => {
    const host = await newPerson(session);
    const table = await createTable(host, session.game.id, 2, true, 'Lister');
    await takeSeat(host, 'Lister');
    const visitor = await newPerson(session);
    await visitor.goto(baseUrl());
    await visitor.locator(`input[name=game][value=${session.game.id}]`).check();
    const row = visitor.locator(`[data-testid=open-tables] [data-table="${table}"]`);
    await row.waitFor();
    expect(await row.textContent()).toContain('Lister');
    await row.getByRole('link').click();
    await visitor.waitForURL(`${baseUrl()}/t/${table}`);
    await visitor.getByTestId('join-form').waitFor();

    await visitor.goto(baseUrl());
    await visitor.getByLabel('Table link or id').fill(`https://elsewhere.example/t/${table}`);
    await visitor.getByRole('button', { name: 'Go' }).click();
    await visitor.waitForURL(`${baseUrl()}/t/${table}`);
    await visitor.getByTestId('join-form').waitFor();
  });

  it('a table that does not exist says so instead of connecting forever', async () => {
    const page = await newPerson(session);
    await page.goto(`${baseUrl()}/t/${'z'.repeat(26)}`);
    await page.getByTestId('table-missing').waitFor();
  });

  it('the connection indicator follows the socket: offline while the link is down, online and re-attached after', async () => {
    const page = await newPerson(session);
    // The test stands between the page and the room, so it can drop the link and refuse new ones
    // the way a lost network does, without waiting out real network timeouts.
    let linkUp = true;
    const open: WebSocketRoute[] = [];
    await page.routeWebSocket(/\/parties\//, (ws) => {
      if (!linkUp) return void ws.close({ code: 4000, reason: 'network down' });
      ws.connectToServer();
      open.push(ws);
    });
    const sent: string[] = [];
    page.on('websocket', (ws) => ws.on('framesent', ({ payload }) => sent.push(String(payload))));
    await createTable(page, session.game.id, 2, false, 'Wanderer');
    await takeSeat(page, 'Wanderer');
    await expect.poll(() => connection(page)).toBe('online');
    const attached = () => sent.filter((frame) => frame.includes('"type":"attach"')).length;
    // The creator arrives seated, so the page attaches its seat once on arrival.
    const before = attached();

    linkUp = false;
    await Promise.all(open.splice(0).map((ws) => ws.close({ code: 4000, reason: 'network down' })));
    await expect.poll(() => connection(page)).toBe('offline');
    await page.waitForTimeout(1500);
    expect(await connection(page)).toBe('offline');

    linkUp = true;
    // Browsers announce a network coming back; the page reconnects then instead of backing off.
    await page.evaluate(() => dispatchEvent(new Event('online')));
    await expect.poll(() => connection(page), { timeout: 10_000 }).toBe('online');
    await expect.poll(attached).toBe(before + 1);
    expect(await yourSeatName(page)).toBe('Wanderer');
    expect(await page.getByTestId('join-form').count()).toBe(0);
  });
});
