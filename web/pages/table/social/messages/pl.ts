import type { Messages } from '../../../../i18n/index.ts';
import type { SocialKey } from './en.ts';

export const pl: Messages<SocialKey> = {
  'chat.title': 'Czat',
  'chat.label': 'Wiadomość',
  'chat.send': 'Wyślij',
  'chat.empty': 'Na razie brak wiadomości.',
  'chat.off': 'Gospodarz wyłączył czat.',
  'chat.spectatorsOff': 'Tu piszą tylko gracze, chyba że gospodarz pozwoli widzom.',
  'chat.yourName': 'Twoje imię na czacie',
  'chat.spectator': 'widz',
  'chat.mute': 'Wycisz: {name}',
  'chat.unmute': 'Przestań wyciszać: {name}',
  'chat.muted': 'Wyciszeni: {names}',
  'chat.quick': 'Szybkie zwroty',
  'phrase.good-luck': 'Powodzenia!',
  'phrase.good-game': 'Dobra gra!',
  'phrase.thinking': 'Myślę…',
  'phrase.sorry-go': 'Przepraszam, muszę iść.',
  'phrase.well-played': 'Świetnie zagrane!',

  'log.standin.timeout': '{name}: skończył się czas, teraz gra za niego bot.',
  'log.standin.away': 'Gracza {name} nie ma przy stole: teraz gra za niego bot.',
  'log.standin.left': '{name} opuszcza grę: do końca gra za niego bot.',

  'settings.title': 'Ustawienia stołu',
  'settings.chat': 'Czat włączony',
  'settings.spectatorChat': 'Widzowie mogą pisać',
  'settings.autoUndo': 'Przyjmuj prośby o cofnięcie bez pytania',

  'undo.button': 'Cofnij mój ostatni ruch',
  'undo.waiting': 'Czekamy na zgodę na cofnięcie: {names}…',
  'undo.asks': '{name} prosi o cofnięcie swojego ostatniego ruchu.',
  'undo.accept': 'Zgoda',
  'undo.refuse': 'Odmowa',

  'replay.link': 'Obejrzyj zapis partii',
};
