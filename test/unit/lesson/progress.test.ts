// The lesson's "Step n of N" (issue 23): a step off the path or one met again never moves the
// count back, and the last step is the end wherever the game stopped.
import { describe, expect, it } from 'vitest';
import { pathLength, stepNumber, type LessonPath } from '../../../web/lesson/progress.ts';

const PATH: LessonPath = [['a', 'b', 'end-turn'], ['c', 'a', 'end-turn'], ['over']];

describe('lesson step count', () => {
  it('numbers each turn\'s steps after the turns before it', () => {
    expect(pathLength(PATH)).toBe(7);
    expect(stepNumber(PATH, 0, 'a', 0)).toBe(1);
    expect(stepNumber(PATH, 0, 'end-turn', 2)).toBe(3);
    expect(stepNumber(PATH, 1, 'a', 3)).toBe(5);
    expect(stepNumber(PATH, 1, 'end-turn', 5)).toBe(6);
  });

  it('keeps the number on a step off the path, and starts a turn after the ones before it', () => {
    expect(stepNumber(PATH, 0, 'wait', 2)).toBe(2);
    expect(stepNumber(PATH, 1, 'wait', 0)).toBe(3);
    expect(stepNumber(PATH, 0, 'wait', 0)).toBe(1);
  });

  it('never goes back, and a turn past the path counts as its last', () => {
    expect(stepNumber(PATH, 1, 'c', 5)).toBe(5);
    expect(stepNumber(PATH, 9, 'a', 6)).toBe(6);
  });

  it('the last step is the end, whatever turn the game stopped on', () => {
    expect(stepNumber(PATH, 0, 'over', 2)).toBe(7);
    expect(stepNumber(PATH, 5, 'over', 0)).toBe(7);
  });
});
