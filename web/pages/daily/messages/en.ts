// Strings of the day's leaderboard page (/daily/<game>/<date>), in the four languages.
export const en = {
  'day.link': 'The day’s leaderboard',
  'day.title': 'Daily challenge: {game}',
  'day.date': 'Deal of {date} (UTC)',
  'day.loading': 'Loading the day’s results…',
  'day.caption': 'Results of {date}, best first',
  'day.count': { one: '{n} ranked game that day.', other: '{n} ranked games that day.' },
  'day.empty': 'Nobody has finished this day’s deal yet.',
  'day.none': 'There was no challenge on this day: nobody was dealt one.',
  'day.notYet': 'There is no challenge on this day yet: it has not begun.',
  'day.top': 'The best 100 are listed.',
  'day.rank': 'Rank',
  'day.player': 'Player',
  'day.result': 'Result',
  'day.margin': 'Margin',
  'day.turns': 'Turns',
  'day.replay': 'Replay',
  'day.you': 'You: rank {rank} of {count}',
  'day.youNone': 'You have no ranked game on this day.',
  'day.play': 'Play today’s challenge',
  'day.replaysLater': 'Replays open once the day is over (midnight UTC), so nobody can watch the deal being played.',
  'day.days': 'Other days',
  'day.before': 'Day before',
  'day.after': 'Day after',
  'day.today': 'Today',
} as const;

export type DayKey = keyof typeof en;
