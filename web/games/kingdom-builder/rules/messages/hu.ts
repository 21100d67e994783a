import type { Messages } from '../../../../i18n/index.ts';
import type { KbRulesKey } from './en.ts';

export const hu: Messages<KbRulesKey> = {
  'gold': '{name}: {n} arany',
  'red': 'Piros (ház)',
  'blue': 'Kék (kör)',
  'k.intro': 'A játékosok telepeket építenek egy négy részből álló térképre. Három pontozólap, minden játékban más, mondja meg, mi ér aranyat.',
  'k.goal.h': 'A cél',
  'k.goal': 'A végén neked legyen a legtöbb aranyad. Aranyat a játék három pontozólapja és a kastélyok adnak.',
  'k.card.h': 'A tereplapod',
  'k.card': 'Mindenkinél van egy titkos tereplap. A körödben felfordítod, és 3 telepet építesz ilyen terepű mezőkre, aztán újat húzol. Vízre, hegyre, kastélyra és különleges helyre senki sem épít.',
  'k.terrains': 'Az öt terep, amelyre építeni lehet:',
  'k.never': 'Ide nem lehet építeni:',
  'k.adj.h': 'A saját telepeid mellé',
  'k.adj': 'Minden telep a saját telepeid mellé kerül, ha érintkezik velük ilyen terepű szabad mező. Csak ha nincs ilyen, kezdhetsz máshol ezen a terepen.',
  'k.adj.figure': 'Rét a kijátszott lap: csak a bekeretezett mezőkre mehet a következő telep.',
  'k.tiles.h': 'Helyszínlapkák',
  'k.tiles': 'Építs egy különleges hely mellé, és vegyél el egy lapkáját (helyenként egyet). A következő körödtől minden lapkafajta akcióját körönként egyszer használhatod (két egyforma lapka is csak egy akció), a 3 telep előtt vagy után. Ha elköltözöl a hely mellől, a lapkája a dobozba kerül.',
  'k.castles.h': 'Kastélyok',
  'k.castles': 'A végén minden kastély, amely mellett áll teleped, 3 aranyat ér.',
  'k.castles.figure': 'A piros és a kék is egy-egy kastély mellett áll.',
  'k.end.h': 'A vége',
  'k.end': 'Ha valaki leteszi az utolsó telepét, a kört befejezik, hogy mindenkinek ugyanannyi köre legyen. Aztán jön a pontozólapok és a kastélyok számolása.',
  'k.scoring.h': 'A tíz pontozólap',
  'k.scoring': 'Minden játékban hármat használtok. Minden példa alatt az az arany áll, amit maga a játék számol érte.',
};
