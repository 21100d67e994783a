// Kingdom Builder's rules page (/learn/kingdom-builder), in our own words: short, and about what the
// table shows.
export const en = {
  'gold': '{name}: {n} gold',
  'red': 'Red (house)',
  'blue': 'Blue (circle)',
  'k.intro': 'Players build settlements on a map made of four sections. Three scoring cards, different in every game, say what earns gold.',
  'k.goal.h': 'The goal',
  'k.goal': 'Have the most gold at the end. Gold comes from the game\'s three scoring cards and from castles.',
  'k.card.h': 'Your terrain card',
  'k.card': 'Everyone holds one hidden terrain card. On your turn you play it and build 3 settlements on hexes of that terrain, then draw a new one. Nobody builds on water, mountains, castles or locations.',
  'k.terrains': 'The five terrains you build on:',
  'k.never': 'Never built on:',
  'k.adj.h': 'Next to your own',
  'k.adj': 'Each settlement goes next to one of yours whenever a free hex of the terrain touches them. Only when none does may you start anywhere else on that terrain.',
  'k.adj.figure': 'Grass played: the outlined hexes are the only places for the next settlement.',
  'k.tiles.h': 'Location tiles',
  'k.tiles': 'Build next to a location and take one of its tiles (one per location). From your next turn you may take each tile\'s action once a turn (two tiles of one kind still give that action once), before or after your 3 settlements. Leave the location and its tile goes back to the box.',
  'k.castles.h': 'Castles',
  'k.castles': 'At the end, each castle with a settlement of yours beside it is worth 3 gold.',
  'k.castles.figure': 'Red and Blue each stand beside one castle.',
  'k.end.h': 'The end',
  'k.end': 'When someone places their last settlement, the round is finished so that everyone has had the same number of turns. Then the scoring cards and the castles are counted.',
  'k.scoring.h': 'The ten scoring cards',
  'k.scoring': 'Each game uses three of them. Under each example is the gold the game itself counts for it.',
} as const;

export type KbRulesKey = keyof typeof en;
