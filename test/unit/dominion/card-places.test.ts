// A card lives in a few places besides its data entry (docs/adding-a-card.md). Where a missing
// entry would only show as a silent fallback (English text in a Russian game, a bot that never
// plans with the card), this says so instead.
import { describe, expect, it } from 'vitest';
import { ROLES } from '../../../party/games/dominion/bots/roles.ts';
import { CARDS } from '../../../party/games/dominion/index.ts';
import { ACTION } from '../../../party/games/dominion/types.ts';
import hu from '../../../web/games/dominion/locale/hu.ts';
import pl from '../../../web/games/dominion/locale/pl.ts';
import ru from '../../../web/games/dominion/locale/ru.ts';

describe('every card is in every place a card needs', () => {
  it('each card has a name and a text in Russian, Hungarian and Polish (English is in the card data)', () => {
    for (const [lang, locale] of Object.entries({ ru, hu, pl })) {
      const missing = Object.keys(CARDS).filter((id) => !locale.names[id] || !locale.texts[id]);
      expect(missing, lang).toEqual([]);
    }
  });

  it('each kingdom Action card has a bot role (roles.ts), or the bots never plan with it', () => {
    const missing = Object.values(CARDS).filter((c) => c.set !== 'basic' && (c.t & ACTION) !== 0 && !ROLES[c.id]).map((c) => c.id);
    expect(missing).toEqual([]);
  });
});
