import { useEffect, useRef } from 'preact/hooks';

/**
 * The question before an act that cannot be taken back (leave, resign, forget me, remove a
 * device): it opens with the focus on its safe answer, so a second Enter or tap where the first
 * button was changes nothing, and Escape answers "no". `busy` while the act is under way: neither
 * answer can be given twice.
 */
export function AskFirst({ testId, question, yes, no, onYes, onNo, small = false, busy = false }: {
  /** Test ids: `<testId>-question` and `<testId>-confirm`; the safe answer is `confirm-cancel`. */
  testId: string;
  question: string;
  yes: string;
  no: string;
  onYes(): void;
  onNo(): void;
  small?: boolean;
  busy?: boolean;
}) {
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => { cancel.current?.focus(); }, []);
  const size = small ? ' button-small' : '';
  return (
    <div class="button-row" role="alert" data-testid={`${testId}-question`} onKeyDown={(e) => { if (e.key === 'Escape' && !busy) onNo(); }}>
      <span>{question}</span>
      <button type="button" class={`button-primary${size}`} disabled={busy} onClick={onYes} data-testid={`${testId}-confirm`}>{yes}</button>
      <button type="button" class={`button${size}`} disabled={busy} ref={cancel} onClick={onNo} data-testid="confirm-cancel">{no}</button>
    </div>
  );
}
