// Dominion's computer players; see ./levels.ts for what each level does.
export { bmuBot, easyBot, hardBot, mediumBot } from './levels.ts';
export { planKingdom } from './planner.ts';
export type { Plan } from './plan.ts';
