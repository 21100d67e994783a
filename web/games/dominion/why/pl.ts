import type { Messages } from '../../../i18n/index.ts';
import type { DominionWhyKey } from './en.ts';

export const pl: Messages<DominionWhyKey> = {
  'ask.buy': 'Kupić: {card}? Teraz nie można: dlaczego?',
  'ask.play': 'Zagrać: {card}? Teraz nie można: dlaczego?',
  'cannot-afford': 'Karta „{card}” kosztuje ${cost}, a masz ${coins}.',
  'no-buys': 'W tej turze nie masz już zakupów.',
  'pile-empty': 'Stos „{card}” jest pusty.',
  'not-in-supply': 'Tej karty nie ma w zasobach.',
  'no-actions': 'Nie masz już akcji: karty z +Akcja (na przykład Wioska) pozwalają zagrać więcej.',
  'wrong-phase': 'Karty akcji zagrywa się w fazie akcji, a ta w tej turze już minęła.',
  'treasures-after-buy': 'Skarby zagrywa się przed pierwszym zakupem.',
  'not-in-hand': 'Nie masz tej karty na ręce.',
  'not-playable': '{card} nie jest zagrywana: liczy się tylko na koniec albo nic nie robi.',
  'not-your-turn': 'To nie twoja tura.',
  'reactions-wait': 'Atak czeka na reakcje; gra za chwilę sama pójdzie dalej.',
  'answer-first': 'Najpierw odpowiedz na pytanie karty „{card}”.',
  'bad-pick': 'Ten wybór nie pasuje do pytania karty „{card}”.',
  'nothing-to-choose': 'Teraz nie ma czego wybierać.',
  'game-over': 'Gra się skończyła.',
};
