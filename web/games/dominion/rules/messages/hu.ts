import type { Messages } from '../../../../i18n/index.ts';
import type { DominionRulesKey } from './en.ts';

export const hu: Messages<DominionRulesKey> = {
  'd.intro': 'Mindenki játék közben építi a saját pakliját. Amit megveszel, a saját paklidba kerül, és a későbbi körökben visszajön a kezedbe.',
  'd.goal.h': 'A cél',
  'd.goal': 'A játék végén neked legyen a legtöbb győzelmi pontod. A pontokat a paklidban lévő győzelmi lapok adják; a kezedben semmit sem érnek, ezért jókor vedd meg őket.',
  'd.start.h': 'A kezdés',
  'd.start': 'Mindenki 7 {copper} és 3 {estate} lappal kezd, megkeveri és húz 5-öt. Lapot a készletből lehet venni: tíz királyságpakli (minden játékban más), valamint kincsek, győzelmi lapok és átkok.',
  'd.turn.h': 'Egy kör',
  'd.turn.action': 'Akciók: 1 akciód van. Játssz ki egy akciólapot a kezedből, és tedd, amit ír. A +Akció lapokkal többet is kijátszhatsz.',
  'd.turn.buy': 'Vásárlás: játszd ki a kincseidet, add össze az érméket, és vegyél egy lapot, ami nem kerül többe. Minden +Vásárlás még egy vételt ad.',
  'd.turn.cleanup': 'Rendrakás: a kijátszott lapok és a kezed maradéka a dobópakliba kerül, és húzol 5-öt. Ha a paklid elfogy, a dobópaklit megkevered új paklinak.',
  'd.example.h': 'Egy példa',
  'd.example': 'Ezzel a kézzel előbb a(z) {village} jön (+1 lap, +2 akció), aztán a(z) {smithy} (+3 lap), végül a kincsek. Két {copper} és egy {silver} 4 érme: elég egy {smithy} vagy egy {silver} lapra, egy {province} lapra nem.',
  'd.example.hand': 'Egy minta kéz',
  'd.example.supply': 'A készlet egy része; a lapon lévő szám az ára',
  'd.types.h': 'Laptípusok',
  'd.type.Action': 'A kör akciós részében játszod ki, akciónként egyet.',
  'd.type.Treasure': 'A kör vásárlós részében játszod ki, érméért.',
  'd.type.Victory': 'A végén pontot ér; a kezedben nem csinál semmit.',
  'd.type.Curse': 'Mínusz 1 pont. A többiek támadásai osztják ki.',
  'd.type.Attack': 'Akció, amely a többi játékosnak is árt.',
  'd.type.Reaction': 'Valaminek a hatására felmutatod a kezedből: például a(z) {moat} megvéd egy támadástól.',
  'd.end.h': 'A vége',
  'd.end': 'A játék annak a körnek a végén ér véget, amelyben elfogy az utolsó {province}, vagy kiürül a harmadik készletpakli (bármelyik számít). A legtöbb pont nyer; döntetlennél az, akinek kevesebb köre volt.',
  'd.big.h': '5 és 6 játékos',
  'd.big': '5 vagy 6 játékosnál: 15 vagy 18 {province}, a többi győzelmi lapból 12-12, 40 vagy 50 átok, több kincs, és a játék négy üres paklinál ér véget, nem háromnál.',
};
