// Product games. Each engine registers here once it lands.
export { getGame, gameIds, registerGame } from './registry.ts';
