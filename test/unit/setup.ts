// Unit test files share one module registry per worker (vitest.config.ts: isolate off), so state
// an engine keeps for its isolate's lifetime would carry from one file into the next. Each file
// starts as it would in an isolate of its own.
import { forgetFound } from '../../party/games/dominion/bots/levels.ts';

forgetFound();
