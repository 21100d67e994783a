import { t } from '../i18n/index.ts';
import { setSound, soundOn } from './turn-notice.ts';

/** The player's choice of a chime when their move comes; one setting for every game. */
export function SoundToggle() {
  return (
    <label class="check sound-toggle">
      <input
        type="checkbox"
        checked={soundOn.value}
        onChange={(e) => setSound((e.currentTarget as HTMLInputElement).checked)}
        data-testid="sound-toggle"
      />
      <span>{t('notice.sound')}</span>
    </label>
  );
}
