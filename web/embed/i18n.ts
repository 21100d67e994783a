// The widget's own strings, in the site's four languages. The technical detail of a settings
// mistake (which attribute, what is accepted) stays in English: it is meant for the site's
// developer, like the server's messages.
import { defineMessages } from '../i18n/index.ts';

const en = {
  'embed.badSettings': 'This game cannot be shown: the page around it has a mistake in its settings.',
  'embed.opening': 'Opening the table…',
  'embed.openFailed': 'The table could not be opened.',
  'embed.retry': 'Try again',
  'embed.inviteTitle': 'Invite friends',
  'embed.inviteHint': 'Send this link to the people you want to play with; the game starts when you press “Start the game”.',
  'embed.newGame': 'New game',
} as const;

type Key = keyof typeof en;

const ru: Record<Key, string> = {
  'embed.badSettings': 'Игру нельзя показать: в настройках страницы, на которой она стоит, есть ошибка.',
  'embed.opening': 'Открываем стол…',
  'embed.openFailed': 'Не удалось открыть стол.',
  'embed.retry': 'Попробовать снова',
  'embed.inviteTitle': 'Позовите друзей',
  'embed.inviteHint': 'Пошлите эту ссылку тем, с кем хотите сыграть; игра начнётся, когда вы нажмёте «Начать игру».',
  'embed.newGame': 'Новая игра',
};

const hu: Record<Key, string> = {
  'embed.badSettings': 'A játék nem jeleníthető meg: az oldal, amelyen szerepel, hibás beállítást tartalmaz.',
  'embed.opening': 'Az asztal megnyitása…',
  'embed.openFailed': 'Az asztalt nem sikerült megnyitni.',
  'embed.retry': 'Újra',
  'embed.inviteTitle': 'Hívd meg a barátaidat',
  'embed.inviteHint': 'Küldd el ezt a linket azoknak, akikkel játszani szeretnél; a játék akkor indul, amikor megnyomod „A játék indítása” gombot.',
  'embed.newGame': 'Új játék',
};

const pl: Record<Key, string> = {
  'embed.badSettings': 'Nie można pokazać gry: strona, na której się znajduje, ma błąd w ustawieniach.',
  'embed.opening': 'Otwieramy stół…',
  'embed.openFailed': 'Nie udało się otworzyć stołu.',
  'embed.retry': 'Spróbuj ponownie',
  'embed.inviteTitle': 'Zaproś znajomych',
  'embed.inviteHint': 'Wyślij ten link osobom, z którymi chcesz zagrać; gra zacznie się, gdy naciśniesz „Rozpocznij grę”.',
  'embed.newGame': 'Nowa gra',
};

export const et = defineMessages<Key>({ en, ru, hu, pl });
