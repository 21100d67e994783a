import { errorText, t } from '../i18n/index.ts';
import type { AttributeProblem } from './config.ts';
import { et } from './i18n.ts';

/** Why the widget shows no game: settings the host got wrong, or a table that would not open. */
export interface Failure { code: string; message: string; problems: AttributeProblem[] | null }

export function problemsFailure(problems: AttributeProblem[]): Failure {
  return { code: 'bad-attribute', message: problems.map((p) => `${p.attribute}: ${p.message}`).join(' '), problems };
}

/** Never a blank box: the widget says what went wrong, in its own frame. */
export function FailureView({ failure, onRetry }: { failure: Failure; onRetry?: () => void }) {
  return (
    <div class="card widget-failure" role="alert" data-testid="widget-error" data-code={failure.code}>
      {failure.problems ? (
        <>
          <p><strong>{et('embed.badSettings')}</strong></p>
          <ul class="widget-problems">
            {failure.problems.map((p) => <li key={p.attribute}><code>{p.attribute}</code>: {p.message}</li>)}
          </ul>
        </>
      ) : (
        <>
          <p><strong>{et('embed.openFailed')}</strong> {errorText(failure.code, failure.message)}</p>
          {onRetry && <button type="button" class="button" onClick={onRetry}>{et('embed.retry')}</button>}
        </>
      )}
      <p class="muted widget-brand">{t('app.name')}</p>
    </div>
  );
}
