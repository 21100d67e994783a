// The Worker as shipped, plus the test-only tiny game, for tests that run inside workerd.
import { registerGame } from '../../party/games/registry.ts';
import { tinyGame } from '../fixtures/tiny-game.ts';

registerGame(tinyGame);

export * from '../../worker/index.ts';
export { default } from '../../worker/index.ts';
