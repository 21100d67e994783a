// The lessons' way in (the lobby's and the rules pages' links, the table's "show the coach"):
// a few words, apart from the coach's own (../messages/), which come only with a lesson.
export const en = {
  'coach.back': 'Show the coach',
  'learn.title': 'Learn to play',
  'learn.hint': 'A short guided game against a friendly bot, with a coach beside the board.',
  'learn.starting': 'Setting up your lesson…',
  'learn.name': 'Learner',
} as const;

export type LessonEntryKey = keyof typeof en;
