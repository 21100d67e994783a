import { errorText, t } from '../i18n/index.ts';

interface Props { code: string; message: string; onDismiss(): void }

/** A refusal from the room, shown until dismissed or until the user does something else. */
export function ErrorBanner({ code, message, onDismiss }: Props) {
  return (
    <div class="error-banner" role="alert" data-testid="error" data-code={code}>
      <p>{errorText(code, message)}</p>
      <button type="button" class="button-quiet" onClick={onDismiss}>{t('error.dismiss')}</button>
    </div>
  );
}
