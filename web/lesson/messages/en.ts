// The coach's own strings, the same for every game's lesson, in our own words, in the four UI
// languages. What a lesson says at each step is its game's (web/games/<id>/lesson/messages/).
export const en = {
  'coach.title': 'Lesson',
  'coach.step': 'Step {n} of {total}',
  'coach.leave': 'Play on freely',
  'coach.showMe': 'Show me',
  'coach.fold': 'Fold the coach away',
  'coach.unfold': 'Show the coach again',
  'coach.wrong': 'Not there: that cannot be done right now, so nothing changed. {hint}',
  'coach.hintAgain': 'Look for the glowing control.',
  'coach.refused': 'The game refused that move: {reason} Nothing changed.',
  'coach.lost': 'This time the bot won. Next time follow the glowing controls all the way, and the lesson’s game is yours.',
  'next.title': 'What next?',
  'next.play': 'Play a real game against an easy bot',
  'next.starting': 'Setting up your game…',
} as const;

export type LessonKey = keyof typeof en;
