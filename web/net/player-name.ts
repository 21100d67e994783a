// The player's display name, asked once and remembered for every table. One signal so the header,
// the seat form and the lobby's quick paths all show and change the same name.
import { signal } from '@preact/signals';
import { NAME_MAX_LENGTH } from '../../party/protocol/common.ts';
import { readStored, writeStored } from './storage.ts';

const NAME_KEY = 'kingdoms.name';

/** The name as the room will accept it (trimmed, 1-24 characters), or null when it is not one. */
export function validPlayerName(raw: string): string | null {
  const trimmed = raw.trim();
  return trimmed.length >= 1 && trimmed.length <= NAME_MAX_LENGTH ? trimmed : null;
}

/** The remembered name; '' until the player has given one. */
export const playerName = signal<string>(validPlayerName(readStored(NAME_KEY) ?? '') ?? '');

/** Remembers `raw` when it is a valid name and returns the stored form; null changes nothing. */
export function setPlayerName(raw: string): string | null {
  const name = validPlayerName(raw);
  if (name === null) return null;
  playerName.value = name;
  writeStored(NAME_KEY, name);
  return name;
}
