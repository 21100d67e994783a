// Strings of the table's chat, settings and undo bar: the reference dictionary.
export const en = {
  'chat.title': 'Chat',
  'chat.label': 'Message',
  'chat.send': 'Send',
  'chat.empty': 'No messages yet.',
  'chat.off': 'The host has turned chat off.',
  'chat.spectatorsOff': 'Only the players can chat here unless the host lets spectators chat.',
  'chat.yourName': 'Your name in the chat',
  'chat.spectator': 'spectator',
  'chat.mute': 'Mute {name}',
  'chat.unmute': 'Unmute {name}',
  'chat.muted': 'Muted: {names}',
  'chat.quick': 'Quick phrases',
  'phrase.good-luck': 'Good luck!',
  'phrase.good-game': 'Good game!',
  'phrase.thinking': 'Thinking…',
  'phrase.sorry-go': 'Sorry, I have to go.',
  'phrase.well-played': 'Well played!',

  'log.standin.timeout': '{name} ran out of time: a bot plays for them now.',
  'log.standin.away': '{name} is away: a bot plays for them now.',
  'log.standin.left': '{name} left the game: a bot plays for them to the end.',

  'settings.title': 'Table settings',
  'settings.chat': 'Chat is on',
  'settings.spectatorChat': 'Spectators may chat',
  'settings.autoUndo': 'Accept undo requests without asking',

  'undo.button': 'Undo my last move',
  'undo.waiting': 'Waiting for {names} to agree to take back your move…',
  'undo.asks': '{name} asks to take back their last move.',
  'undo.accept': 'Allow',
  'undo.refuse': 'Refuse',

  'replay.link': 'Watch the replay',
} as const;

export type SocialKey = keyof typeof en;
