// The rating module, pure: what rooms, bots' strength measurement and player objects share.
export { afterAbsence, rate, type RatedGame } from './glicko2.ts';
