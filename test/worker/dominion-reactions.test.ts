// Only a player holding a Reaction is asked whether to reveal it, so the question itself is
// hidden information. Random games through the real room, with Attacks and Reactions dealt into
// every deck: whenever a Reaction question is open, every other seat and every spectator must
// receive exactly the message it would receive if another player held that Reaction instead; and
// two worlds, a person holding a Reaction and declining it or nobody holding one, send every other
// seat (other Reaction holders, who reveal or decline alike in both, included; a bot holding a Moat
// seated in some games) and a spectator the very same messages, in the same order (every holder
// is asked at once, party/games/dominion/attack.ts; every Attack waits the same way,
// party/table/game.ts settlePause).
import { describe, expect, it } from 'vitest';
import type { StateMessage } from '../../party/protocol/room.ts';
import { dominion, scenario, type DominionPrompt, type DominionState } from '../../party/games/dominion/index.ts';
import type { Ask } from '../../party/games/dominion/types.ts';
import { randomMoveFor, seeded, type Random } from '../soak/random-moves.ts';
import { Client, createTable, someAddress } from './helpers.ts';
import { age, clockReadings, comparable, dealFrom, holdWindow, reconnect, seatedDominion, windowPassed } from './dominion-tables.ts';

const ATTACKS = ['bureaucrat', 'militia', 'spy', 'thief', 'witch', 'swindler', 'minion', 'saboteur', 'torturer'];
const REACTIONS = ['moat', 'secret-chamber'];
const GAMES = 6;
const MOVES_PER_GAME = 120;
/** Attacks whose effects never show a victim's hand, so two hands differing in one card look alike. */
const SAFE_ATTACKS = ['militia', 'witch', 'spy', 'thief', 'saboteur', 'swindler', 'torturer'];
const TWO_WORLD_GAMES = 8;
/** The card a holder's Reaction is in the world where nobody holds one (a kingdom card nobody plays here). */
const SPARE = 'chapel';
const SECRET = [...REACTIONS, SPARE];

function shuffled<T>(xs: T[], random: Random): T[] {
  const a = xs.slice();
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [a[i], a[j]] = [a[j] as T, a[i] as T];
  }
  return a;
}

/** Decks thick with Attacks and Reactions (some players get none), so questions come often. */
function dealt(kingdom: string[], seats: number, seed: string, random: Random): DominionState {
  const attacks = kingdom.filter((c) => ATTACKS.includes(c));
  const players = Array.from({ length: seats }, () => {
    const reactions = Array.from({ length: Math.floor(random() * 3) }, () => REACTIONS[Math.floor(random() * 2)] as string);
    const extra = [attacks[Math.floor(random() * attacks.length)] as string, attacks[Math.floor(random() * attacks.length)] as string];
    const cards = shuffled([...Array<string>(7).fill('copper'), ...Array<string>(3).fill('estate'), ...extra, ...reactions], random);
    return { hand: cards.slice(0, 5), deck: cards.slice(5) };
  });
  return scenario({ players, kingdom, seed });
}

const isReaction = (c: string) => REACTIONS.includes(c);

/**
 * The same moment with the Reaction question asked of `y` instead of `x`: x's Reactions change
 * places with as many of y's other cards, so every hand keeps its size. Null when y cannot take them.
 */
function askedOfAnother(g: DominionState, x: number, y: number): DominionState | null {
  const s = structuredClone(g);
  const hx = s.players[x]!.hand;
  const hy = s.players[y]!.hand;
  const give = hx.map((c, i) => [c, i] as const).filter(([c]) => isReaction(c));
  const take = hy.map((c, i) => [c, i] as const).filter(([c]) => !isReaction(c));
  if (take.length < give.length) return null;
  give.forEach(([c, i], k) => {
    const [d, j] = take[k]!;
    hx[i] = d;
    hy[j] = c;
  });
  // Every holder is asked at once: y must not be asked already, or the swap is no longer one question moved.
  if (s.asks.some((a) => a.kind === 'react' && a.seat === y)) return null;
  const ask = s.asks.find((a) => a.kind === 'react' && a.seat === x)!;
  ask.seat = y;
  ask.from = [...new Set(hy.filter(isReaction))];
  const frame = s.stack[s.stack.length - 1]!;
  const open = (frame.locals.open ?? []) as Ask[];
  frame.locals.open = open.map((a) => (a.seat === x ? { ...ask } : a));
  return s;
}

describe('Dominion at the table: nobody learns who holds a Reaction', () => {
  it('random games with Reactions: every message to others is the same whichever player is asked about a Reaction', async () => {
    let windows = 0;
    let compared = 0;
    let declines = 0;
    for (let game = 0; game < GAMES; game++) {
      const random = seeded(7919 * (game + 1));
      const seats = 3 + (game % 2);
      const kingdom = [...REACTIONS, ...shuffled(ATTACKS, random).slice(0, 8)];
      const { id, tokens } = await seatedDominion(seats, kingdom);
      // The room deals from its own secret seed; this test deals decks full of Reactions instead,
      // stored as the game's starting state before anyone is connected.
      const initial = dealt(kingdom, seats, `reactions-${game}`, random);
      await dealFrom(id, initial);
      const { players, spectator } = await reconnect(id, tokens);
      const observers = [...players, spectator];
      const mirror = structuredClone(initial);
      // The version each observer is told: a declined Reaction counts only for its own player.
      const versions = observers.map(() => 0);
      for (let step = 0; step < MOVES_PER_GAME; step++) {
        const prompts = dominion.prompts(mirror);
        const window = windowOf(mirror);
        if (prompts.length === 0 && window?.close) {
          // Nobody is asked in the Reaction window any more: the room closes it once its pause is over.
          const from = observers.map((o) => o.messages.length);
          await windowPassed(id);
          expect(dominion.apply(mirror, window.seat, window.close).ok).toBe(true);
          versions.forEach((v, i) => { versions[i] = v + 1; });
          await Promise.all(observers.map((o, i) => o.stateWhere((m) => m.version === versions[i], from[i])));
          continue;
        }
        if (prompts.length === 0) break;
        const seat = prompts[Math.floor(random() * prompts.length)]!.seat;
        const mover = players[seat]!;
        const version = versions[seat]!;
        // The attacker keeps its version while a Reaction question is open: wait for its question.
        // As the seat is sent them: with why each card and pile not offered is refused.
        const asked = JSON.stringify(dominion.explainPrompts!(mirror, prompts.filter((p) => p.seat === seat)));
        const mine = await mover.stateWhere((m) => m.version === version && JSON.stringify(m.prompts) === asked);
        const move = randomMoveFor('dominion', mine.prompts[0]!, mine.view, random);
        const from = observers.map((o) => o.messages.length);
        const hidden = dominion.privateMove!(mirror, seat, move);
        for (;;) {
          const before = mover.messages.length;
          mover.send({ v: 1, type: 'move', version, id: `g${game}-m${step}`, move });
          const reply = await mover.next((m): m is StateMessage => (m.type === 'state' && m.version > version) || m.type === 'error', before);
          if (reply.type === 'state') {
            await holdWindow(id);
            break;
          }
          // Random play outruns a person's pace; wait for the rate limit rather than count it. Over a
          // second: a refusal within a second of the last one is silent (party/limits/limits.ts).
          expect(reply, JSON.stringify(move)).toMatchObject({ code: 'rate-limited' });
          await new Promise((r) => setTimeout(r, 1_100));
        }
        const applied = dominion.apply(mirror, seat, move);
        expect(applied.ok).toBe(true);
        observers.forEach((_, i) => { if (!hidden || i === seat) versions[i] = versions[i]! + 1; });
        if (hidden) declines++;
        // A declined Reaction is sent to its own player only: the others hold what they had.
        const received = await Promise.all(observers.map((o, i) => (hidden && i !== seat ? latestState(o) : o.stateWhere((m) => m.version === versions[i], from[i]))));
        for (const ask of mirror.asks.filter((a) => a.kind === 'react')) {
          windows++;
          received.forEach((msg, i) => {
            const you = i < seats ? i : null;
            if (you === ask.seat) return;
            for (let y = 0; y < seats; y++) {
              if (y === ask.seat || y === you || y === mirror.current) continue;
              const other = askedOfAnother(mirror, ask.seat, y);
              if (!other) continue;
              compared++;
              const where = `game ${game}, version ${versions[i]}, ${you === null ? 'spectator' : `seat ${you}`}, asked ${ask.seat} vs ${y}`;
              expect(msg.view, where).toEqual(dominion.view(other, you));
              expect(msg.waitingFor, where).toEqual(dominion.waiting!(other));
              expect(msg.prompts, where).toEqual(you === null ? [] : dominion.explainPrompts!(other, dominion.prompts(other).filter((p) => p.seat === you)));
              expect(msg.log, where).toEqual(dominion.log(other, you, msg.logFrom));
            }
          });
        }
      }
      for (const o of observers) o.close();
    }
    // The check must have met many open Reaction questions, or it proved nothing.
    expect(windows).toBeGreaterThanOrEqual(15);
    expect(compared).toBeGreaterThanOrEqual(30);
    expect(declines).toBeGreaterThanOrEqual(3);
    console.log(`reaction questions checked: ${windows}, message comparisons: ${compared}, declined in secret: ${declines}`);
  });

  // With patches, each message compared is the state the connection rebuilt (its revision too).
  it.each([['plain', false], ['patching', true]] as const)('two worlds, many random Attacks: every message to the attacker, the other seats (other holders included, a bot holder in some games) and a spectator is the same whether a person holds a Reaction and declines it or nobody holds one (%s connections)', async (_kind, patches) => {
    let windows = 0;
    let declines = 0;
    let messagesCompared = 0;
    let botReveals = 0;
    let openDeclines = 0;
    for (let game = 0; game < TWO_WORLD_GAMES; game++) {
      const setup = seeded(104_729 * (game + 1));
      const seats = 2 + (game % 3);
      const attacks = shuffled(SAFE_ATTACKS, setup).slice(0, 4);
      const kingdom = [...REACTIONS, ...attacks, 'village', 'throne-room', 'chapel', 'cellar'];
      // Every other game seats a bot at seat 1 holding a Moat in both worlds (bots always reveal,
      // at once): its reveal must come the same way whether a person before or after it declines.
      const botSeat = seats >= 3 && game % 2 === 0 ? 1 : -1;
      // Secret holders hold a Reaction in the first world only; open holders hold one in both and
      // are compared too (they must not learn whether anyone else held one and declined).
      const holders = Array.from({ length: seats }, (_, s) => s > 0 && s !== botSeat && (s === (botSeat === 1 ? 2 : 1) || setup() < 0.5));
      const openHolders = Array.from({ length: seats }, (_, s) => s > 0 && !holders[s] && (s === botSeat || setup() < 0.6));
      const start = attackerHand(attacks, setup);
      // One Reaction at most per holder, never in a hand a discard could empty (./dominion-tables.ts).
      const victimHands = Array.from({ length: seats - 1 }, () => shuffled(['copper', 'copper', 'silver', 'estate', SPARE], setup));
      const reactionOf = victimHands.map(() => REACTIONS[Math.floor(setup() * 2)] as string);
      const decks = Array.from({ length: seats }, () => shuffled(['copper', 'copper', 'copper', 'silver', 'estate', 'estate', 'gold', 'duchy'], setup));
      const worldSeed = 7 * game + 1;
      const runs: Array<{ observers: number[]; messages: unknown[][] }> = [];
      for (const held of [true, false]) {
        const initial = scenario({
          kingdom,
          seed: `two-worlds-${game}`,
          players: [
            { hand: start, deck: decks[0]! },
            ...victimHands.map((hand, v) => ({
              hand: (held && holders[v + 1]) || openHolders[v + 1] ? hand.map((c) => (c === SPARE ? (v + 1 === botSeat ? 'moat' : reactionOf[v]!) : c)) : hand,
              deck: decks[v + 1]!,
            })),
          ],
        });
        const { id, tokens } = botSeat < 0 ? await seatedDominion(seats, kingdom, { clock: 'fast' }) : await seatedWithBot(seats, kingdom);
        await dealFrom(id, initial);
        const { players: people, spectator } = await reconnect(id, tokens, patches);
        // The person at each seat (none at the bot's).
        const players = Array.from({ length: seats }, (_, s) => (s === botSeat ? null : people[s < botSeat || botSeat < 0 ? s : s - 1]!));
        // Whoever could hold a Reaction in the first world only is left out in both: theirs is the secret.
        const compared = players.map((c, s) => (holders[s] || c === null ? -1 : s)).filter((s) => s >= 0);
        const observers = [...compared.map((s) => players[s]!), spectator];
        const mirror = structuredClone(initial);
        // The same decisions in both worlds: one stream of random numbers, drawn at the same points.
        const random = seeded(worldSeed);
        let shown = 0; // the version everyone but a decliner is told
        const hidden = Array<number>(seats).fill(0);
        const seen = new Set<string>();
        const passed = new Set<string>();
        const everyoneAt = async (version: number, from: number[]) => {
          // A compared holder's own declines count in its own version only.
          await Promise.all(observers.map((o, i) => o.stateWhere((m) => m.version === version + (i < compared.length ? hidden[compared[i]!]! : 0), from[i])));
        };
        const closeMirror = () => {
          const w = windowOf(mirror)!;
          expect(dominion.apply(mirror, w.seat, w.close).ok).toBe(true);
          shown++;
        };
        // The bot reveals its Moat at once, inside the same settle as the move that asked it.
        const botAnswers = () => {
          while (mirror.asks.some((a) => a.seat === botSeat && a.kind === 'react')) {
            expect(dominion.apply(mirror, botSeat, { type: 'choose', pick: ['moat'] }).ok).toBe(true);
            shown++;
            botReveals++;
          }
        };
        for (let step = 0; step < 80 && mirror.current === 0 && mirror.phase !== 'over'; step++) {
          const from = observers.map((o) => o.messages.length);
          const w = windowOf(mirror);
          if (w && !seen.has(w.key)) {
            seen.add(w.key);
            windows++;
            // The table waits at every Attack; sometimes the pause is over before anyone in it answered.
            await age(id, 3_000);
            if (random() < 0.5) {
              await windowPassed(id);
              passed.add(w.key);
              if (w.close) {
                closeMirror();
                await everyoneAt(shown, from);
              }
              continue;
            }
          }
          if (w?.close) {
            await windowPassed(id);
            passed.add(w.key);
            closeMirror();
            await everyoneAt(shown, from);
            continue;
          }
          const prompt = dominion.prompts(mirror)[0]!;
          const seat = prompt.seat;
          // A secret holder always declines (drawing no random number: the other world has no such
          // question); an open holder reveals or declines alike in both worlds.
          const move = prompt.kind === 'react'
            ? { type: 'choose', pick: openHolders[seat] && random() < 0.5 ? [(prompt as Ask).from[0]] : [] }
            : decide(mirror, prompt as DominionPrompt, random);
          const secret = dominion.privateMove!(mirror, seat, move);
          const version = shown + hidden[seat]!;
          const before = shown;
          const reply = await players[seat]!.move(version, `g${game}-${step}`, move);
          await holdWindow(id);
          expect(dominion.apply(mirror, seat, move).ok).toBe(true);
          if (secret) {
            hidden[seat]!++;
            declines++;
            if (openHolders[seat]) openDeclines++;
          } else shown++;
          botAnswers();
          // The last answer in a window whose pause is over: the room closes it at once.
          const after = windowOf(mirror);
          if (after?.close && passed.has(after.key)) closeMirror();
          expect(reply.version, JSON.stringify(move)).toBe(shown + hidden[seat]!);
          if (shown > before) await everyoneAt(shown, from);
        }
        expect(mirror.current, `game ${game}: the attacker's turn ended`).not.toBe(0);
        // A round trip each: whatever the room sent before it has arrived.
        for (const o of observers) await o.sync();
        runs.push({ observers: compared, messages: observers.map((o) => o.messages.slice()) });
        for (const c of [...people, spectator]) c.close();
      }
      const [secret, none] = runs as [typeof runs[0], typeof runs[0]];
      secret.messages.forEach((list, i) => {
        const who = i < secret.observers.length ? `seat ${secret.observers[i]}` : 'spectator';
        const other = none.messages[i]!;
        expect(list.map(comparable), `game ${game}, ${who}`).toEqual(other.map(comparable));
        list.forEach((m, k) => {
          clockReadings(m).forEach((left, s) => {
            expect(Math.abs(left - clockReadings(other[k])[s]!), `game ${game}, ${who}, message ${k}, seat ${s}'s clock`).toBeLessThan(3_000);
          });
        });
        messagesCompared += list.length;
      });
    }
    // The check must have met many windows with a Reaction declined in secret, or it proved nothing.
    expect(windows).toBeGreaterThanOrEqual(2 * TWO_WORLD_GAMES);
    expect(declines).toBeGreaterThanOrEqual(TWO_WORLD_GAMES);
    expect(botReveals).toBeGreaterThanOrEqual(2);
    expect(openDeclines).toBeGreaterThanOrEqual(2);
    console.log(`two worlds: ${TWO_WORLD_GAMES} games, ${windows} Reaction windows, ${declines} declined in secret (${openDeclines} by compared holders), ${botReveals} bot reveals, ${messagesCompared} messages compared`);
  });
});

/** The attacker's five cards: one or two Attacks, with a Village or a Throne Room to play both. */
function attackerHand(attacks: string[], random: Random): string[] {
  const [a, b] = shuffled(attacks, random) as [string, string];
  const r = random();
  if (r < 1 / 3) return ['village', a, b, 'copper', 'copper'];
  if (r < 2 / 3) return ['throne-room', a, 'copper', 'copper', 'silver'];
  return [a, 'copper', 'copper', 'silver', 'copper'];
}

function sampled<T>(pool: readonly T[], k: number, random: Random): T[] {
  return shuffled([...pool], random).slice(0, k);
}

/**
 * A decision that is the same in both worlds: it never looks at a Reaction or at the card that
 * stands in for it, and a victim keeps that card in hand (a forced discard would show it).
 */
function decide(g: DominionState, prompt: DominionPrompt, random: Random): unknown {
  if (prompt.kind === 'turn' && 'play' in prompt) {
    const action = ['throne-room', 'village', ...prompt.play].find((c) => prompt.play.includes(c) && !['copper', 'silver', 'gold'].includes(c));
    if (action) return { type: 'play', card: action };
    if (prompt.moves.includes('treasures')) return { type: 'treasures' };
    if (prompt.buys > 0 && prompt.buy.length > 0 && random() < 0.7) return { type: 'buy', card: sampled(prompt.buy, 1, random)[0] };
    return { type: 'end-turn' };
  }
  const a = prompt as Ask;
  const hand = g.players[a.seat]!.hand.filter((c) => !SECRET.includes(c));
  if (a.kind === 'torturer') return { type: 'choose', pick: [hand.length >= 2 && random() < 0.5 ? 'discard-2' : 'curse'] };
  const pool = a.from === 'hand' ? hand.filter((c) => !a.allow || a.allow.includes(c)) : a.from;
  if (pool.length < a.min) throw new Error(`no answer to ${a.kind} (${a.card}) that keeps the secret card in hand`);
  const k = a.min + Math.floor(random() * (Math.min(a.max, pool.length) - a.min + 1));
  return { type: 'choose', pick: sampled(pool, k, random) };
}

/** The last state message a client holds. */
function latestState(c: Client): StateMessage {
  const m = c.messages.findLast((x): x is StateMessage => x.type === 'state');
  if (!m) throw new Error('no state message yet');
  return m;
}

/** The open Reaction window of the test's own copy of the game (Game.pause). */
function windowOf(g: DominionState) {
  return dominion.pause?.(g) ?? null;
}

/**
 * A started Dominion table with a bot at seat 1 (the longest bot pause: it only answers hidden
 * questions, at once) and people at the other seats; the people's tokens in seat order.
 */
async function seatedWithBot(seats: number, kingdom: string[]) {
  const res = await createTable({ game: 'dominion', seats, options: { kingdom: { cards: kingdom } }, name: 'P0', bots: ['medium'], botPauseMs: 5_000, clock: 'fast' });
  const { id, token } = (await res.json()) as { id: string; token: string };
  const tokens = [token];
  const joiners: Client[] = [];
  for (let s = 2; s < seats; s++) {
    const c = await Client.open(id, someAddress());
    tokens.push((await c.join(`P${s}`)).token);
    joiners.push(c);
  }
  const host = await Client.open(id, someAddress());
  await host.request({ v: 1, type: 'attach', token }, 'state');
  host.send({ v: 1, type: 'start' });
  const started = await host.stateWhere((m) => m.room.status === 'playing');
  expect(started.room.seats[1]!.bot).not.toBeNull();
  for (const c of [host, ...joiners]) c.close();
  return { id, tokens };
}
