// The player's display name, asked once and remembered for every table. One signal so the header,
// the seat form and the lobby's quick paths all show and change the same name.
import { signal } from '@preact/signals';
import { useEffect, useState } from 'preact/hooks';
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

/**
 * Other pages of this site in the same browser (two widgets on one host page, another tab) hear
 * of a new name at once, so none of them asks for a name another has just been given. Where
 * storage is partitioned (a widget in another site's frame), so is the channel: the same pages
 * that share the stored name share the news.
 */
const news = typeof BroadcastChannel === 'function' ? new BroadcastChannel(NAME_KEY) : null;
if (news) {
  news.onmessage = (event: MessageEvent) => {
    // '' is a name forgotten ("Forget me" in another tab); anything else must be a valid name.
    if (event.data === '') { playerName.value = ''; return; }
    const name = typeof event.data === 'string' ? validPlayerName(event.data) : null;
    if (name !== null) playerName.value = name;
  };
}

/** Remembers `raw` when it is a valid name and returns the stored form; null changes nothing. */
export function setPlayerName(raw: string): string | null {
  const name = validPlayerName(raw);
  if (name === null) return null;
  playerName.value = name;
  writeStored(NAME_KEY, name);
  news?.postMessage(name);
  return name;
}

/** After "Forget me": the name went with the player, so this browser asks for one again. */
export function clearPlayerName(): void {
  playerName.value = '';
  writeStored(NAME_KEY, null);
  news?.postMessage('');
}

/**
 * A form's own copy of the name, to type into: it follows the remembered name whenever that
 * changes elsewhere (the header, the chat, another form), so every field shows one name.
 */
export function useNameDraft(): [string, (draft: string) => void] {
  const stored = playerName.value;
  const [draft, setDraft] = useState(stored);
  useEffect(() => setDraft(stored), [stored]);
  return [draft, setDraft];
}
