// Strangers at one table may share a name; the table needs them apart.
import { BOT_LOOKALIKE } from '../protocol/common.ts';

/** The names in order, later repeats numbered ("Ann", "Ann 2"); never a bot's name ("Bot (2)", not "Bot 2"). */
export function distinctNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((wanted) => {
    let name = wanted;
    for (let n = 2; taken.has(name.toLowerCase()); n++) {
      name = `${wanted.slice(0, 20)} ${n}`;
      if (BOT_LOOKALIKE.test(name)) name = `${wanted.slice(0, 19)} (${n})`;
    }
    taken.add(name.toLowerCase());
    return name;
  });
}
