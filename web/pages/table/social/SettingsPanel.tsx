import type { StateMessage } from '../../../../party/protocol/room.ts';
import type { TableSettings } from '../../../../party/protocol/social.ts';
import type { TableConnection } from '../../../net/table-connection.ts';
import { ct } from './t.ts';

/** The host's switches: chat, spectators in the chat, automatic undo (games with undo only). */
export function SettingsPanel({ state, connection }: { state: StateMessage; connection: TableConnection }) {
  const { room, you } = state;
  const settings = room.settings;
  if (!settings || you === null || you !== room.host) return null;
  const toggle = (key: keyof TableSettings, label: string) => (
    <label class="check">
      <input type="checkbox" checked={settings[key]} onChange={(e) => connection.changeSettings({ [key]: (e.target as HTMLInputElement).checked })} data-testid={`setting-${key}`} />
      {' '}{label}
    </label>
  );
  return (
    <fieldset class="table-settings" data-testid="table-settings">
      <legend>{ct('settings.title')}</legend>
      {toggle('chat', ct('settings.chat'))}
      {toggle('spectatorChat', ct('settings.spectatorChat'))}
      {room.hasUndo && toggle('autoUndo', ct('settings.autoUndo'))}
    </fieldset>
  );
}
