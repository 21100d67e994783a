import { useState } from 'preact/hooks';
import './social.css';
import type { StateMessage } from '../../../../party/protocol/room.ts';
import { CHAT_MAX_LENGTH, type ChatEntry, QUICK_PHRASES } from '../../../../party/protocol/social.ts';
import { setPlayerName, useNameDraft, validPlayerName } from '../../../net/player-name.ts';
import type { TableConnection } from '../../../net/table-connection.ts';
import { mutedFor, senderKey, toggleMute } from './mute.ts';
import { ct } from './t.ts';

/**
 * The table's chat beside the game. Lines are text nodes only (never HTML: a link stays text);
 * quick phrases show in the reader's language; muting a sender hides their lines on this device.
 */
export function Chat({ state, connection }: { state: StateMessage; connection: TableConnection }) {
  const { room, you } = state;
  const settings = room.settings;
  const [text, setText] = useState('');
  const [name, setName] = useNameDraft();
  const lines = connection.chat.value;
  const mutedKeys = mutedFor(room.id);
  const isMine = (e: ChatEntry) => (you !== null ? e.seat === you : e.seat === null && e.name === name.trim());
  // The room's own lines (a bot took a seat over) are nobody's to mute.
  const shown = lines.filter((e) => e.standin || !mutedKeys.has(senderKey(e)) || isMine(e));
  const mutedNames = [...new Set(lines.filter((e) => !e.standin && mutedKeys.has(senderKey(e)) && !isMine(e)).map((e) => e.name))];
  const chatOn = settings?.chat !== false;
  const spectatorName = you === null ? validPlayerName(name) : null;
  const silenced = you === null && !settings?.spectatorChat;

  const send = (line: Parameters<TableConnection['say']>[0]) => {
    if (you === null && spectatorName) setPlayerName(spectatorName);
    connection.say(line, you === null ? (spectatorName ?? name) : undefined);
  };
  const submit = (e: Event) => {
    e.preventDefault();
    if (text.trim() === '') return;
    send({ text });
    setText('');
  };

  return (
    <section class="chat" aria-labelledby="chat-title" data-testid="chat">
      <h2 id="chat-title">{ct('chat.title')}</h2>
      <ol class="chat-lines" aria-live="polite" data-testid="chat-lines">
        {shown.length === 0 && <li class="muted">{ct('chat.empty')}</li>}
        {shown.map((e) => e.standin ? (
          <li key={e.id} class="chat-line chat-notice muted" data-testid="chat-notice" data-seat={e.seat ?? ''}>
            {ct(`log.standin.${e.standin}`, { name: e.name })}
          </li>
        ) : (
          <li key={e.id} class="chat-line" data-testid="chat-line" data-seat={e.seat ?? ''}>
            <span class="chat-name">{e.name}</span>
            {e.seat === null && <span class="chat-tag"> ({ct('chat.spectator')})</span>}
            {': '}
            <span class="chat-text" data-testid="chat-text">{e.text ?? (e.phrase ? ct(`phrase.${e.phrase}`) : '')}</span>
            {!isMine(e) && (
              <button type="button" class="button-quiet chat-mute" aria-label={ct('chat.mute', { name: e.name })} title={ct('chat.mute', { name: e.name })} onClick={() => toggleMute(room.id, senderKey(e))} data-testid="chat-mute">
                <MutedSpeaker />
              </button>
            )}
          </li>
        ))}
      </ol>
      {mutedNames.length > 0 && (
        <p class="muted chat-muted">
          {ct('chat.muted', { names: mutedNames.join(', ') })}{' '}
          {mutedNames.map((n) => {
            const entry = lines.find((e) => e.name === n)!;
            return (
              <button key={n} type="button" class="button-quiet" onClick={() => toggleMute(room.id, senderKey(entry))} data-testid="chat-unmute">
                {ct('chat.unmute', { name: n })}
              </button>
            );
          })}
        </p>
      )}
      {!chatOn && <p class="muted" data-testid="chat-off">{ct('chat.off')}</p>}
      {chatOn && (
        <>
          {silenced && <p class="muted" id="chat-spectators-off" data-testid="chat-spectators-off">{ct('chat.spectatorsOff')}</p>}
          {/* Closed to spectators: nothing can be typed that the room would throw away, and why is said. */}
          <fieldset class="chat-fieldset" disabled={silenced} aria-describedby={silenced ? 'chat-spectators-off' : undefined}>
            <form class="chat-form" onSubmit={submit}>
              {you === null && (
                <label class="chat-name-field">
                  {ct('chat.yourName')}
                  <input type="text" value={name} maxLength={24} onInput={(e) => setName((e.target as HTMLInputElement).value)} data-testid="chat-name" />
                </label>
              )}
              <label class="visually-hidden" for="chat-input">{ct('chat.label')}</label>
              <input
                id="chat-input"
                type="text"
                value={text}
                maxLength={CHAT_MAX_LENGTH}
                autocomplete="off"
                placeholder={ct('chat.label')}
                onInput={(e) => setText((e.target as HTMLInputElement).value)}
                data-testid="chat-input"
              />
              <button type="submit" class="button" data-testid="chat-send">{ct('chat.send')}</button>
            </form>
            <div class="chat-phrases" role="group" aria-label={ct('chat.quick')}>
              {QUICK_PHRASES.map((p) => (
                <button key={p} type="button" class="button-quiet" onClick={() => send({ phrase: p })} data-testid={`phrase-${p}`}>
                  {ct(`phrase.${p}`)}
                </button>
              ))}
            </div>
          </fieldset>
        </>
      )}
    </section>
  );
}

/** A speaker with a cross: drawn, not an emoji, so it shows on systems without an emoji font. */
function MutedSpeaker() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="1.5" stroke-linejoin="round">
      <path d="M2 6h3l4-3v10l-4-3H2z" fill="currentColor" />
      <path d="M11 6l4 4M15 6l-4 4" />
    </svg>
  );
}
