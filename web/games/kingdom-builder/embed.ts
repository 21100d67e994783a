// The widget's Kingdom Builder attributes: data-sections="random" or four sections, each "id",
// "id:turned" or "id:random"; data-cards="random" or three scoring cards. Only the shape is
// checked here; whether a section or card exists is the engine's call when the table is created.
import type { EmbedOptions, ParsedOptions } from '../types.ts';
import { words } from '../embed-words.ts';

function options(query: URLSearchParams): ParsedOptions {
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

export const embed: EmbedOptions = { attributes: ['sections', 'cards'], options };
