// Card facts for drawing: the engine's own card table is the one source of names, base costs
// and types; names and texts in other languages come from ./locale, fetched when chosen.
import { signal } from '@preact/signals';
import { CARDS } from '../../../party/games/dominion/cards/index.ts';
import { lang, loadWithLanguage, type Lang } from '../../i18n/index.ts';
import type { CardLocale } from './locale/types.ts';

export { CARDS };

export type CardType = 'Action' | 'Treasure' | 'Victory' | 'Curse' | 'Attack' | 'Reaction';

export function typesOf(id: string): CardType[] {
  return (CARDS[id]?.types ?? []) as CardType[];
}

/** The type that colours the card: a Reaction or Victory side wins over plain Action. */
export function colourOf(id: string): string {
  const types = typesOf(id);
  if (types.includes('Curse')) return 'curse';
  if (types.includes('Reaction')) return 'reaction';
  if (types.includes('Treasure') && types.includes('Victory')) return 'treasure-victory';
  if (types.includes('Action') && types.includes('Victory')) return 'action-victory';
  if (types.includes('Treasure')) return 'treasure';
  if (types.includes('Victory')) return 'victory';
  if (types.includes('Attack')) return 'attack';
  return 'action';
}

const loaders: Record<Exclude<Lang, 'en'>, () => Promise<{ default: CardLocale }>> = {
  ru: () => import('./locale/ru.ts'),
  hu: () => import('./locale/hu.ts'),
  pl: () => import('./locale/pl.ts'),
};

const loaded = signal<Partial<Record<Lang, CardLocale>>>({});
const requested = new Map<Lang, Promise<void>>();

function request(l: Lang): Promise<void> | undefined {
  if (l === 'en' || loaded.peek()[l]) return undefined;
  let pending = requested.get(l);
  if (!pending) {
    pending = loaders[l]().then(
      (m) => { loaded.value = { ...loaded.value, [l]: m.default }; },
      (error: unknown) => { requested.delete(l); throw error; },
    );
    requested.set(l, pending);
  }
  return pending;
}

// Fetched with the language's other words, so a table or the rules page never shows English names first.
loadWithLanguage(request);

function localeFor(l: Lang): CardLocale | undefined {
  if (l === 'en') return undefined;
  const have = loaded.value[l];
  if (!have) void request(l)?.catch(() => undefined);
  return have;
}

const titleCase = (id: string) => id.replace(/(^|-)(\w)/g, (_, dash: string, c: string) => (dash ? ' ' : '') + c.toUpperCase());

/** The card's name in the current language (English until that language's names arrive). */
export function cardName(id: string): string {
  return localeFor(lang.value)?.names[id] ?? CARDS[id]?.name ?? titleCase(id);
}

export function cardText(id: string): string {
  return localeFor(lang.value)?.texts[id] ?? CARDS[id]?.text ?? '';
}

export function baseCost(id: string): number {
  return CARDS[id]?.cost ?? 0;
}
