// Turns a widget's game attributes into the game's table options. Only the shape is checked here
// (which attribute belongs to which game, how a list is written); whether a preset, card or
// section exists is the engine's call, made by the server when the table is created, whose
// message the widget then shows next to these attribute names.
import type { AttributeProblem } from './config.ts';

/** Attribute names (without data-) that carry game options. */
export const OPTION_ATTRIBUTES = ['kingdom', 'cards', 'vp-counter', 'sections'] as const;

const BY_GAME: Record<string, readonly string[]> = {
  dominion: ['kingdom', 'cards', 'vp-counter'],
  'kingdom-builder': ['sections', 'cards'],
};

type Parsed = { ok: true; options: Record<string, unknown> | undefined } | { ok: false; problems: AttributeProblem[] };

const words = (text: string) => text.split(/[\s,]+/).filter(Boolean);

export function gameOptions(game: string, query: URLSearchParams): Parsed {
  const problems: AttributeProblem[] = [];
  const allowed = BY_GAME[game] ?? [];
  for (const a of OPTION_ATTRIBUTES) {
    if (query.has(a) && !allowed.includes(a)) {
      problems.push({ attribute: `data-${a}`, message: `is not an option of ${game}${allowed.length ? `; it takes ${allowed.map((x) => `data-${x}`).join(', ')}` : ''}.` });
    }
  }
  if (problems.length > 0) return { ok: false, problems };
  if (game === 'dominion') return dominionOptions(query);
  if (game === 'kingdom-builder') return kingdomBuilderOptions(query);
  return { ok: true, options: undefined };
}

// data-kingdom="first-game" (a preset) or "random-base" / "random-intrigue" / "random-both" /
// "random-5+5"; or data-cards="cellar, market, ..." (10 cards); data-vp-counter="true".
function dominionOptions(query: URLSearchParams): Parsed {
  const options: Record<string, unknown> = {};
  const kingdom = query.get('kingdom')?.trim();
  const cards = query.get('cards');
  if (kingdom !== undefined && cards !== null) {
    return { ok: false, problems: [{ attribute: 'data-cards', message: 'give either data-kingdom (a preset or random-...) or data-cards (10 cards), not both.' }] };
  }
  if (kingdom !== undefined) {
    options.kingdom = kingdom.startsWith('random-') ? { random: kingdom.slice(7) } : { preset: kingdom };
  } else if (cards !== null) {
    options.kingdom = { cards: words(cards) };
  }
  const vp = query.get('vp-counter');
  if (vp !== null) {
    if (vp !== '' && vp !== 'true' && vp !== 'false') {
      return { ok: false, problems: [{ attribute: 'data-vp-counter', message: `"${vp}" is not "true" or "false".` }] };
    }
    if (vp !== 'false') options.vpCounter = true;
  }
  return { ok: true, options: Object.keys(options).length ? options : undefined };
}

// data-sections="random" or four sections, each "id", "id:turned" or "id:random";
// data-cards="random" or three scoring cards.
function kingdomBuilderOptions(query: URLSearchParams): Parsed {
  const options: Record<string, unknown> = {};
  const sections = query.get('sections');
  if (sections !== null) {
    if (sections.trim() === 'random') options.sections = 'random';
    else {
      const parsed: Array<{ id: string; turned: boolean | 'random' }> = [];
      for (const word of words(sections)) {
        const [id = '', turn, extra] = word.split(':');
        if (extra !== undefined || (turn !== undefined && turn !== 'turned' && turn !== 'random')) {
          return { ok: false, problems: [{ attribute: 'data-sections', message: `"${word}" should be a section id, optionally followed by ":turned" or ":random".` }] };
        }
        parsed.push({ id, turned: turn === 'turned' ? true : turn === 'random' ? 'random' : false });
      }
      options.sections = parsed;
    }
  }
  const cards = query.get('cards');
  if (cards !== null) options.cards = cards.trim() === 'random' ? 'random' : words(cards);
  return { ok: true, options: Object.keys(options).length ? options : undefined };
}
