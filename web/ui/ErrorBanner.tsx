import { t } from '../i18n/index.ts';
import { refusalText } from '../games/shell-words.ts';

interface Props {
  code: string;
  message: string;
  /** The table's game, whose own refusal codes it words (absent: the shell's codes only). */
  game?: string;
  onDismiss(): void;
}

/** A refusal from the room, shown until dismissed or until the user does something else. */
export function ErrorBanner({ code, message, game, onDismiss }: Props) {
  return (
    <div class="error-banner" role="alert" data-testid="error" data-code={code}>
      <p>{refusalText(game, code, message)}</p>
      <button type="button" class="button-quiet" onClick={onDismiss}>{t('error.dismiss')}</button>
    </div>
  );
}
