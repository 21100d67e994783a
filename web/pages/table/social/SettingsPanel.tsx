import type { StateMessage } from '../../../../party/protocol/room.ts';
import type { TableSettings } from '../../../../party/protocol/social.ts';
import type { TableConnection } from '../../../net/table-connection.ts';
import { st } from './t.ts';

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
      <legend>{st('settings.title')}</legend>
      {toggle('chat', st('settings.chat'))}
      {toggle('spectatorChat', st('settings.spectatorChat'))}
      {room.hasUndo && toggle('autoUndo', st('settings.autoUndo'))}
    </fieldset>
  );
}
