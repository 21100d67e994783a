// Lobby options: which sections (and whether each is turned) and which scoring cards, each chosen
// or left to the seed. Anything else is refused with a message that names the problem.
import { fail, isRecord, value, type Checked } from '../core/index.ts';
import { LOCATION_KINDS, type LocationKind } from './board.ts';
import { isScoringCard, SCORING_CARD_IDS, type ScoringCard } from './cards.ts';
import { LESSON_CARDS, LESSON_SECTIONS } from './lesson-table.ts';

export interface SectionChoice {
  id: LocationKind;
  /** Half a turn; 'random' lets the seed decide. */
  turned: boolean | 'random';
}

export interface KbOptions {
  /** Four sections in map order (top-left, top-right, bottom-left, bottom-right), or random 4 of 8. */
  sections: SectionChoice[] | 'random';
  /** Three distinct scoring cards, or random 3 of 10. */
  cards: ScoringCard[] | 'random';
  /** The guided first game: a fixed deal against one bot (./lesson.ts); no other option with it. */
  lesson?: true;
}

export const MIN_SEATS = 2;
export const MAX_SEATS = 4;

const bad = (message: string) => fail('bad-options', message);

function parseSections(raw: unknown): Checked<SectionChoice[] | 'random'> {
  if (raw === undefined || raw === 'random') return value('random');
  if (!Array.isArray(raw) || raw.length !== 4) return bad('sections must be "random" or a list of exactly 4 sections');
  const chosen: SectionChoice[] = [];
  for (const [i, entry] of raw.entries()) {
    const id: unknown = isRecord(entry) ? entry.id : entry;
    if (typeof id !== 'string' || !(LOCATION_KINDS as string[]).includes(id)) {
      return bad(`section ${i + 1}: unknown section ${JSON.stringify(id)}; pick from ${LOCATION_KINDS.join(', ')}`);
    }
    if (chosen.some((c) => c.id === id)) return bad(`section ${id} is chosen twice`);
    const turned: unknown = isRecord(entry) ? (entry.turned ?? false) : false;
    if (typeof turned !== 'boolean' && turned !== 'random') return bad(`section ${id}: turned must be true, false or "random"`);
    chosen.push({ id: id as LocationKind, turned });
  }
  return value(chosen);
}

function parseCards(raw: unknown): Checked<ScoringCard[] | 'random'> {
  if (raw === undefined || raw === 'random') return value('random');
  if (!Array.isArray(raw) || raw.length !== 3) return bad('cards must be "random" or a list of exactly 3 scoring cards');
  for (const card of raw) {
    if (!isScoringCard(card)) return bad(`unknown scoring card ${JSON.stringify(card)}; pick from ${SCORING_CARD_IDS.join(', ')}`);
  }
  if (new Set(raw).size !== 3) return bad('the 3 scoring cards must be different');
  return value(raw as ScoringCard[]);
}

function lessonOptions(options: Record<string, unknown>, seats: number): Checked<KbOptions> {
  if (options.lesson !== true) return bad('lesson must be true');
  if (seats !== 2) return bad(`the lesson is for 2 players (you and a bot), not ${seats}`);
  const parsed: KbOptions = { sections: LESSON_SECTIONS.map((id) => ({ id, turned: false })), cards: LESSON_CARDS.slice(), lesson: true };
  // What it parses to names the lesson's map and cards, and must parse again to itself.
  const same = (k: 'sections' | 'cards') => JSON.stringify(options[k]) === JSON.stringify(parsed[k]);
  const other = Object.keys(options).find((k) => k !== 'lesson' && !((k === 'sections' || k === 'cards') && same(k)));
  if (other !== undefined) return bad(`the lesson has its own deal; leave out ${JSON.stringify(other)}`);
  return value(parsed);
}

export function parseOptions(raw: unknown, seats: number): Checked<KbOptions> {
  if (!Number.isInteger(seats) || seats < MIN_SEATS || seats > MAX_SEATS) {
    return bad(`Kingdom Builder is for ${MIN_SEATS} to ${MAX_SEATS} players, not ${seats}`);
  }
  if (raw !== undefined && raw !== null && !isRecord(raw)) return bad('options must be an object');
  const options = (raw ?? {}) as Record<string, unknown>;
  if (options.lesson !== undefined) return lessonOptions(options, seats);
  const unknown = Object.keys(options).filter((key) => key !== 'sections' && key !== 'cards');
  if (unknown.length > 0) return bad(`unknown option ${unknown.map((k) => JSON.stringify(k)).join(', ')}`);
  const sections = parseSections(options.sections);
  if (!sections.ok) return sections;
  const cards = parseCards(options.cards);
  if (!cards.ok) return cards;
  return value({ sections: sections.value, cards: cards.value });
}
