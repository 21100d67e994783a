import type { Messages } from '../../../../i18n/index.ts';
import type { SocialKey } from './en.ts';

export const hu: Messages<SocialKey> = {
  'chat.title': 'Csevegés',
  'chat.label': 'Üzenet',
  'chat.send': 'Küldés',
  'chat.empty': 'Még nincs üzenet.',
  'chat.off': 'A házigazda kikapcsolta a csevegést.',
  'chat.spectatorsOff': 'Itt csak a játékosok csevegnek, hacsak a házigazda meg nem engedi a nézőknek.',
  'chat.yourName': 'A neved a csevegésben',
  'chat.spectator': 'néző',
  'chat.mute': '{name} némítása',
  'chat.unmute': '{name} némításának feloldása',
  'chat.muted': 'Némítva: {names}',
  'chat.quick': 'Gyors üzenetek',
  'phrase.good-luck': 'Sok sikert!',
  'phrase.good-game': 'Jó játék volt!',
  'phrase.thinking': 'Gondolkodom…',
  'phrase.sorry-go': 'Bocsi, mennem kell.',
  'phrase.well-played': 'Szép játék!',

  'log.standin.timeout': '{name} ideje lejárt: most gép játszik helyette.',
  'log.standin.away': '{name} nincs itt: most gép játszik helyette.',
  'log.standin.left': '{name} kilépett: a játék végéig gép játszik helyette.',

  'settings.title': 'Az asztal beállításai',
  'settings.chat': 'Csevegés bekapcsolva',
  'settings.spectatorChat': 'A nézők is cseveghetnek',
  'settings.autoUndo': 'Visszavonási kérések elfogadása kérdés nélkül',

  'undo.button': 'Utolsó lépésem visszavonása',
  'undo.waiting': 'Várakozás a beleegyezésre a visszavonáshoz: {names}…',
  'undo.asks': '{name} szeretné visszavonni az utolsó lépését.',
  'undo.accept': 'Engedem',
  'undo.refuse': 'Elutasítom',

  'replay.link': 'Visszajátszás megtekintése',
};
