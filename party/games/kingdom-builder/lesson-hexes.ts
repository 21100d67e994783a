// Where the lesson's deal (./lesson.ts) puts its Oracle and the first build the coach suggests:
// plain numbers, so the page's coach reads them without loading the engine.

/** The Oracle location (row 17, column 12) the learner's first settlement is meant to touch. */
export const LESSON_ORACLE = 17 * 20 + 12;
/** A grass hex beside it (row 16, column 12): the coach points here for the first build. */
export const LESSON_FIRST_HEX = 16 * 20 + 12;
