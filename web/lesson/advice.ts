// What a coach says at one moment: the step (its text is looked up by the page in the reader's
// language), the control to point at, and the numbers the text needs; and what just happened.

export interface Advice<Step extends string = string> {
  step: Step;
  /** A CSS selector for the control to highlight, or null when there is nothing to press. */
  target: string | null;
  vars?: Record<string, string | number>;
}

/** An event of the lesson worth a word, read from one log entry: its text's key, and ids for its slots. */
export interface News<Key extends string = string> {
  key: Key;
  vars?: Record<string, string | number>;
}
