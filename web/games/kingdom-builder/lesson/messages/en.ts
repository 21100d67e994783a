// The Kingdom Builder lesson's words: its coach's steps (k.*) and news (kn.*), in our own words, in
// the four UI languages. {button}, {oracle}, {terrain} and {tile} are filled in with the table's own
// names for them (../coach.ts).
export const en = {
  'k.first-build': 'Your terrain card this turn is {terrain}: build 3 settlements on {terrain}. The first may go on any {terrain} hex; take the glowing one, beside the {oracle}. A settlement next to a location earns you its tile.',
  'k.adjacent': 'Now the adjacency rule: each further settlement must touch one of yours while a free {terrain} hex beside them exists; only when none is left may it go elsewhere. The marked hexes are where you may build now. {n} to go.',
  'k.tile-gained': 'You took the {tile} tile. From your next turn it builds 1 extra settlement. Press “{button}”: you then draw your next terrain card.',
  'k.use-tile': 'Use your {tile} tile before the builds your card asks for ({n} to go): press it, then one of the marked hexes.',
  'k.missed-tile': 'No tile this turn: only a settlement beside a location, like the {oracle}, takes one. Try for one next turn. Press “{button}”.',
  'k.tile-left': 'Your {tile} tile can still build one more settlement this turn: press it, then one of the marked hexes. Or press “{button}” without it.',
  // The count is whatever the game asks: at the end of the supply it can be 1.
  'k.build': {
    one: 'This turn your card is {terrain}: build {n} settlement on {terrain}, next to yours where you can.',
    other: 'This turn your card is {terrain}: build {n} settlements on {terrain}, next to yours where you can.',
  },
  'k.scoring': 'That was your last settlement, so this is the last round. Gold comes from this game’s three scoring cards and from castles with your settlements beside them: the panel lists them, and its check box shows what each is worth to you now. Then press “{button}”.',
  'k.over': 'Game over. Each scoring card paid gold, and so did every castle beside your settlements; the most gold wins. You have played a whole game of Kingdom Builder!',
  'k.wait': 'The bot is taking its turn.',
  'k.end-turn': 'Press “{button}”.',
  'kn.tile': 'You took the {tile} tile.',
} as const;

export type KbLessonKey = keyof typeof en;
