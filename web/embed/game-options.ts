// Turns a widget's game attributes into the game's table options: which attribute belongs to
// which game is checked here, and each game reads its own (web/games/<id>/embed.ts, registered
// in web/games/registry.ts). The server makes the final call when the table is created, and its
// message is then shown next to these attribute names.
import { gameWebFor, registry } from '../games/registry.ts';
import type { ParsedOptions } from '../games/types.ts';

/** Attribute names (without data-) that carry some game's options. */
export const OPTION_ATTRIBUTES: readonly string[] = [...new Set(Object.values(registry).flatMap((ui) => ui.embed.attributes))];

export function gameOptions(game: string, query: URLSearchParams): ParsedOptions {
  const embed = gameWebFor(game)?.embed ?? null;
  const allowed = embed?.attributes ?? [];
  const problems = OPTION_ATTRIBUTES.filter((a) => query.has(a) && !allowed.includes(a)).map((a) => ({
    attribute: `data-${a}`,
    message: `is not an option of ${game}${allowed.length ? `; it takes ${allowed.map((x) => `data-${x}`).join(', ')}` : ''}.`,
  }));
  if (problems.length > 0) return { ok: false, problems };
  return embed ? embed.options(query) : { ok: true, options: undefined };
}
