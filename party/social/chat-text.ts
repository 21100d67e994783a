// Cleaning chat text and names: pure, so the page's tests and the room share it.
import { CONTROL } from '../protocol/schema.ts';

const CONTROLS = new RegExp(CONTROL.source, 'g');

/** Control and invisible formatting characters removed (line breaks become spaces), then trimmed. */
export function cleanText(raw: string): string {
  return raw.replace(/[\r\n\t]+/g, ' ').replace(CONTROLS, '').trim();
}

/** Length as people count it: code points, so an emoji is one character. */
export function textLength(text: string): number {
  return [...text].length;
}
