// The games this product hosts. Importing this module registers them for the Worker and rooms.
import { dominion } from './dominion/index.ts';
import { kingdomBuilder } from './kingdom-builder/index.ts';
import { registerGame } from './registry.ts';

registerGame(dominion);
registerGame(kingdomBuilder);

export { gameIds, getGame, registerGame } from './registry.ts';
