// Says why the room refused a move, from the engine's reason (GameEngine.explain), in the
// reader's language: the page only words the reason, it never works one out.
import type { Refusal } from '../../../party/games/core/types.ts';
import { defineMessages } from '../../i18n/index.ts';
import { kt, type KbKey } from './i18n.ts';
import { en, type KbWhyKey } from './why/en.ts';

const wt = defineMessages<KbWhyKey>({
  en,
  ru: () => import('./why/ru.ts').then((m) => m.ru),
  hu: () => import('./why/hu.ts').then((m) => m.hu),
  pl: () => import('./why/pl.ts').then((m) => m.pl),
});

/** A ground as the reasons name it: a terrain, water, or the map's edge. */
function groundName(ground: string): string {
  return ground === 'edge' ? wt('ground.edge') : kt(`terrain.${ground}` as KbKey);
}

/** The reason in words, or null for a code this page has no words for (the room's own message is shown then). */
export function whyText(reason: Refusal): string | null {
  const p = reason.params ?? {};
  const params = {
    terrain: groundName(String(p.terrain ?? '')),
    // A build's reasons name its terrain; a tile's, the ground it goes onto.
    ground: groundName(String(p.ground ?? p.terrain ?? '')),
    tile: p.tile === undefined ? '' : kt(`loc.${p.tile}` as KbKey),
    n: Number(p.left ?? 0),
  };
  const key = reason.code === 'not-buildable' ? `not-buildable.${String(p.ground)}` : reason.code;
  return Object.hasOwn(en, key) ? wt(key as KbWhyKey, params) : null;
}
