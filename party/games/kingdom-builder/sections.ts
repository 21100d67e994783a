// The eight sections of our own design, one per location type, as 10-line map text (odd rows
// indented by a space so the hex shift shows). DESIGN.md fixes their shape: 1 castle and 2
// location hexes each, except Oracle and Harbor with 2 castles and 1 location hex.
import { parseGrid, SECTION_SIZE, turnSection, type LocationKind } from './board.ts';

export const SECTION_TEXT: Record<LocationKind, string> = {
  oracle: `
D D D D D D F F W W
 D D K D F F F W W W
T T D D F F F F W W
 T T M F F F F W W W
T T M M G G K C W M
 G G C M G C C T M M
C G G G M C C T T M
 G C o M C C T T T M
G G G G C C W W W T
 G G G C C W W W T T
`,
  farm: `
W W G G G M M W W W
 W W G M M M M W W W
W W C G M M M F F W
 C f C D D D F F F W
G C C C D D F F F F
 G C C C D F F F f T
G G C C D D F T T T
 G G G C F T K T T T
G G G C D D D D D T
 G G G D D D D D T T
`,
  oasis: `
W W W W W C C C C F
 W W W W C C C C F F
G G W W C K C C C F
 G G G W F F C C F F
D D D G F F F F F W
 D G M M M a F F W W
D D M M M F F T T W
 D M M M G M T a T W
D D C G M G T T T T
 D D C C G G T T T T
`,
  tower: `
W W W C C C T T T D
 W W C C C T T T F F
W W W C C C T T T D
 W G G C T T t F F D
C C G G T T T F F F
 C t G D D T T F F F
C F G D D K W W W W
 C F D D D W W W W W
F F M M D G W W W W
 F M M M G G W G W G
`,
  tavern: `
T D D D D D D F F F
 T F F D D F F F W W
W v T F F F K F W W
 W W T F F F W W W W
W W T T T G G W W W
 W W W v G G G W D C
W W T T T G G W D C
 W T M T M G D C D C
W G T G M M M C D C
 C C G C C M D C C C
`,
  barn: `
G G G F F F F F F C
 G G b F F F F K C C
G G F F F C F W W C
 M M F G G C W W C C
M M M G G C W W C C
 D D M M C W W W W C
T T D D D D W W W C
 T T D D W W W W W C
T T T D D b W W W W
 T T T T D D D W W W
`,
  harbor: `
C C C C M F F F D D
 C C C M M F F D D D
C C M M M F F W W D
 C M M M G G W G D D
D D K D W W G h G G
 D D D W W W G G G G
T D D K W W W F G G
 T M C C W W F G F G
T M T C W T W T T F
 M M C C T W T T T F
`,
  paddock: `
M M W W F F G G G W
 M M W F F G W W W T
M T T W F W W W W T
 D T K G W G W p T T
D D T G G W F T T T
 D D D M F F F T C C
D D p M M F F T C C
 D G G M M F C C C C
D D G G M M F C C C
 D D G G G M C C C C
`,
};

export const SECTION_IDS = Object.keys(SECTION_TEXT) as LocationKind[];

/** Row-major letters of a section, turned half a turn when asked. */
export function sectionLetters(id: LocationKind, turned: boolean): string {
  return turned ? (TURNED_LETTERS[id] ??= turnSection(SECTION_LETTERS[id])) : SECTION_LETTERS[id];
}

// Turned once per section, not once per game.
const TURNED_LETTERS: Partial<Record<LocationKind, string>> = {};

// Parsed once at load: a malformed section is a bug in this file, caught by the section tests.
const SECTION_LETTERS = Object.fromEntries(SECTION_IDS.map((id) => {
  const letters = parseGrid(SECTION_TEXT[id], SECTION_SIZE, SECTION_SIZE);
  if (typeof letters !== 'string') throw new Error(`section ${id} is malformed: ${letters.error}`);
  return [id, letters];
})) as Record<LocationKind, string>;
