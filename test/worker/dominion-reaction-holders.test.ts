// Every player holding a Reaction is asked at the same moment an Attack is played (party/games/
// dominion/attack.ts), so nothing in the messages to anyone else depends on whether an earlier
// seat held a Reaction and declined it: a bot's reveal comes with the Attack's own message, and
// a later holder's question too. Two worlds each, the same moves, and every message compared.
import { describe, expect, it } from 'vitest';
import type { StateMessage } from '../../party/protocol/room.ts';
import { scenario } from '../../party/games/dominion/index.ts';
import type { Client } from './helpers.ts';
import { clockReadings, comparable, dealFrom, holdWindow, personBotPerson, reconnect, seatedDominion, windowPassed } from './dominion-tables.ts';

const kingdom = ['moat', 'militia', 'village', 'smithy', 'market', 'festival', 'laboratory', 'cellar', 'chapel', 'workshop'];
const plainDeck = ['copper', 'copper', 'estate', 'copper', 'estate'];

/** Two worlds' messages to the same observers must be the same, message for message. */
function expectSameWorlds(a: unknown[][], b: unknown[][], names: string[]): void {
  a.forEach((list, i) => {
    const other = b[i]!;
    expect(list.map(comparable), names[i]).toEqual(other.map(comparable));
    list.forEach((m, k) => {
      clockReadings(m).forEach((left, s) => {
        expect(Math.abs(left - clockReadings(other[k])[s]!), `${names[i]}, message ${k}, seat ${s}'s clock`).toBeLessThan(3_000);
      });
    });
  });
}

const states = (c: Client, from: number) => c.messages.slice(from).filter((m): m is StateMessage => m.type === 'state');

describe('Dominion: every Reaction holder is asked at once', () => {
  it('a bot\'s Moat after a person who holds a Reaction and declines it is revealed with the Attack, exactly as when the person holds none', async () => {
    const worlds: Array<{ messages: unknown[][]; first: StateMessage }> = [];
    for (const personHolds of [true, false]) {
      // Seat 0: a person, seat 1: a bot (bots always reveal), seat 2: the attacker, a person.
      const { id, t0, t2 } = await personBotPerson(kingdom, { botPauseMs: 600 });
      await dealFrom(id, scenario({
        kingdom, seed: 'bot-reveal', current: 2,
        players: [
          { hand: [personHolds ? 'moat' : 'chapel', 'copper', 'estate', 'copper', 'estate'], deck: plainDeck },
          { hand: ['moat', 'copper', 'estate', 'copper', 'silver'], deck: plainDeck },
          { hand: ['militia', 'copper', 'copper', 'copper', 'estate'], deck: ['copper', 'copper', 'estate', 'copper', 'silver'] },
        ],
      }));
      const { players: [p0, attacker], spectator } = await reconnect(id, [t0, t2]);
      const observers = [attacker!, spectator];
      const from = observers.map((o) => o.messages.length);
      const played = await attacker!.move(0, 'militia', { type: 'play', card: 'militia' });
      await holdWindow(id);
      if (personHolds) {
        const asked = await p0!.stateWhere((m) => m.prompts.some((p) => p.kind === 'react'));
        // The person's question came with the Attack's own message.
        expect(asked.version).toBe(played.version);
        await p0!.move(asked.version, 'decline', { type: 'choose', pick: [] });
      }
      await windowPassed(id);
      // The window closed and the Militia hit: the person (not the bot, made immune) is asked to discard.
      await spectator.stateWhere((m) => m.version > played.version && m.waitingFor.includes(0), from[1]);
      for (const o of observers) await o.sync();
      worlds.push({ messages: observers.map((o, i) => o.messages.slice(from[i])), first: states(spectator, from[1]!)[0]! });
      for (const c of [p0!, attacker!, spectator]) c.close();
    }
    // The bot's reveal is in the first message everyone got after the Attack, in both worlds.
    for (const w of worlds) expect(w.first.log.some((e) => e.type === 'react')).toBe(true);
    expectSameWorlds(worlds[0]!.messages, worlds[1]!.messages, ['attacker', 'spectator']);
  });

  it('a later holder is asked in the Attack\'s own message and hears nothing when an earlier holder declines, exactly as when the earlier seat holds none', async () => {
    const worlds: Array<{ messages: unknown[][]; asked: StateMessage }> = [];
    for (const earlierHolds of [true, false]) {
      const { id, tokens } = await seatedDominion(3, kingdom, { clock: 'off' });
      await dealFrom(id, scenario({
        kingdom, seed: 'next-holder',
        players: [
          { hand: ['militia', 'copper', 'copper', 'copper', 'estate'], deck: ['copper', 'copper', 'estate', 'copper', 'silver'] },
          { hand: [earlierHolds ? 'moat' : 'chapel', 'copper', 'estate', 'copper', 'estate'], deck: plainDeck },
          { hand: ['moat', 'copper', 'estate', 'copper', 'silver'], deck: plainDeck },
        ],
      }));
      const { players: [p0, p1, p2], spectator } = await reconnect(id, tokens);
      // Compared: the attacker, the other holder (seat 2) and a spectator.
      const observers = [p0!, p2!, spectator];
      const from = observers.map((o) => o.messages.length);
      const played = await p0!.move(0, 'militia', { type: 'play', card: 'militia' });
      await holdWindow(id);
      const asked = await p2!.stateWhere((m) => m.version === played.version, from[1]);
      if (earlierHolds) {
        const q = await p1!.stateWhere((m) => m.prompts.some((p) => p.kind === 'react'));
        expect(q.version).toBe(played.version);
        // Declined in secret: only P1 is told (its own version moves on).
        expect((await p1!.move(q.version, 'decline', { type: 'choose', pick: [] })).version).toBe(played.version + 1);
      }
      // Seat 2 reveals its Moat (public), after seat 1's decision in the first world.
      const revealed = await p2!.move(asked.version, 'reveal', { type: 'choose', pick: ['moat'] });
      expect(revealed.log.some((e) => e.type === 'react')).toBe(true);
      await windowPassed(id);
      await spectator.stateWhere((m) => m.waitingFor.includes(1) && m.version > revealed.version, from[2]);
      for (const o of observers) await o.sync();
      worlds.push({ messages: observers.map((o, i) => o.messages.slice(from[i])), asked });
      for (const c of [p0!, p1!, p2!, spectator]) c.close();
    }
    for (const w of worlds) expect(w.asked.prompts.map((p) => p.kind)).toEqual(['react']);
    expectSameWorlds(worlds[0]!.messages, worlds[1]!.messages, ['attacker', 'other holder (seat 2)', 'spectator']);
  });

  it('while a revealed Secret Chamber asks what to put back, another holder\'s secret decision does not show, exactly as when that seat holds none', async () => {
    const withChamber = ['moat', 'secret-chamber', 'militia', 'village', 'smithy', 'market', 'festival', 'laboratory', 'cellar', 'chapel'];
    const worlds: unknown[][][] = [];
    for (const otherHolds of [true, false]) {
      const { id, tokens } = await seatedDominion(3, withChamber, { clock: 'off' });
      await dealFrom(id, scenario({
        kingdom: withChamber, seed: 'chamber-question',
        players: [
          { hand: ['militia', 'copper', 'copper', 'copper', 'estate'], deck: ['copper', 'copper', 'estate', 'copper', 'silver'] },
          { hand: ['secret-chamber', 'copper', 'estate', 'copper', 'estate'], deck: plainDeck },
          { hand: [otherHolds ? 'moat' : 'chapel', 'copper', 'estate', 'copper', 'silver'], deck: plainDeck },
        ],
      }));
      const { players: [p0, p1, p2], spectator } = await reconnect(id, tokens);
      // Compared: the attacker, the Secret Chamber's player and a spectator.
      const observers = [p0!, p1!, spectator];
      const from = observers.map((o) => o.messages.length);
      await p0!.move(0, 'militia', { type: 'play', card: 'militia' });
      await holdWindow(id);
      const asked = await p1!.stateWhere((m) => m.prompts.some((p) => p.kind === 'react'), from[1]);
      const chamber = await p1!.move(asked.version, 'reveal', { type: 'choose', pick: ['secret-chamber'] });
      expect(chamber.prompts.map((p) => p.kind)).toEqual(['topdeck']);
      if (otherHolds) {
        const q = await p2!.stateWhere((m) => m.prompts.some((p) => p.kind === 'react'));
        await p2!.move(q.version, 'decline', { type: 'choose', pick: [] });
      }
      const back = await p1!.move(chamber.version, 'put back', { type: 'choose', pick: ['estate', 'estate'] });
      await windowPassed(id);
      // The window closed and the Militia hits, seat 1 first: it is asked to discard.
      await spectator.stateWhere((m) => m.version > back.version && m.waitingFor.includes(1) && !m.waitingFor.includes(0), from[2]);
      for (const o of observers) await o.sync();
      worlds.push(observers.map((o, i) => o.messages.slice(from[i])));
      for (const c of [p0!, p1!, p2!, spectator]) c.close();
    }
    expectSameWorlds(worlds[0]!, worlds[1]!, ['attacker', 'Secret Chamber\'s player (seat 1)', 'spectator']);
  });
});
