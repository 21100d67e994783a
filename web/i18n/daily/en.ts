// Strings of the daily challenge (lobby card, result, widget): the reference dictionary.
export const en = {
  'daily.title': 'Today’s challenge',
  'daily.hint': 'The same deal for everyone today, against the hard bot. Your first game of the day counts; later ones are practice.',
  'daily.date': 'Deal of {date} (UTC)',
  'daily.players': { one: '{n} player so far', other: '{n} players so far' },
  'daily.play': 'Play today’s challenge',
  'daily.practice': 'Practice the same deal',
  'daily.starting': 'Dealing…',
  'daily.resume': 'Back to your game',
  'daily.loading': 'Loading today’s deal…',
  'daily.result': 'Your result today',
  'daily.won': 'Won',
  'daily.lost': 'Lost',
  'daily.rank': 'Rank {rank} of {count}',
  'daily.margin': 'Margin: {margin}',
  'daily.turns': 'Turns: {n}',
  'daily.waiting': 'Counting your result…',
  'daily.practiceNote': 'This was a practice game: only your first game of the day is ranked.',
  'daily.copy': 'Copy result',
  'daily.copied': 'Copied: paste it anywhere',
  'daily.copyFailed': 'Could not copy; select the text above instead',
  'daily.shareHead': 'Kingdoms daily · {game} · {date}',
  'daily.yesterday': 'Yesterday’s game, replayed',
  'daily.replay': 'Replay of your game',
  'daily.seedLater': 'Replays of today’s games open after midnight (UTC).',
} as const;

export type DailyKey = keyof typeof en;
