// Dominion's computer players; see ./levels.ts for what each level does.
export { bmBestBot, bmuBot, easyBot, hardBot, hardRolloutsBot, hardThinker, mediumBot, screenBots } from './levels.ts';
export { planKingdom } from './planner.ts';
export type { Plan } from './plan.ts';
