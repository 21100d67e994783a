// The translator for the seating features' strings (seating-messages.ts holds the dictionaries).
import { defineMessages, type Translate } from './index.ts';
import { seatingMessages, type SeatingKey } from './seating-messages.ts';

export const st: Translate<SeatingKey> = defineMessages<SeatingKey>(seatingMessages);
