// The widget's Dominion attributes: data-kingdom="first-game" (a preset) or "random-base" /
// "random-intrigue" / "random-both" / "random-5+5"; or data-cards="cellar, market, ..." (10
// cards); data-vp-counter="true". Only the shape is checked here; whether a preset or card
// exists is the engine's call when the table is created.
import type { EmbedOptions, ParsedOptions } from '../types.ts';
import { words } from '../embed-words.ts';

function options(query: URLSearchParams): ParsedOptions {
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

export const embed: EmbedOptions = { attributes: ['kingdom', 'cards', 'vp-counter'], options };
