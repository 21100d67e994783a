// The day page's translator (the dictionaries stay free of the page's language state, for Node tests).
import { defineMessages } from '../../i18n/index.ts';
import { dayMessages, type DayKey } from './messages.ts';

export const dayT = defineMessages<DayKey>(dayMessages);
