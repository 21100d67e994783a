import { useEffect, useRef } from 'preact/hooks';

/**
 * The question before an act that cannot be taken back (leave, resign, forget me, remove a
 * device): it opens with the focus on its safe answer, so a second Enter or tap where the first
 * button was changes nothing.
 */
export function AskFirst({ id, question, yes, no, onYes, onNo, small = false }: {
  id: string;
  question: string;
  yes: string;
  no: string;
  onYes(): void;
  onNo(): void;
  small?: boolean;
}) {
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => { cancel.current?.focus(); }, []);
  const size = small ? ' button-small' : '';
  return (
    <div class="button-row" role="alert" data-testid={`${id}-question`}>
      <span>{question}</span>
      <button type="button" class={`button-primary${size}`} onClick={onYes} data-testid={`${id}-confirm`}>{yes}</button>
      <button type="button" class={`button${size}`} ref={cancel} onClick={onNo} data-testid="confirm-cancel">{no}</button>
    </div>
  );
}
