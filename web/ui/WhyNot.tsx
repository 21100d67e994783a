// Where a board says why the room refused what the player just tried. Always in the page, so a
// screen reader hears each new reason as it comes (a live region must exist before it changes).
interface Props {
  /** The reason in words, or null when nothing was refused. */
  text: string | null;
  /** The reason's code, for tests and styling. */
  code?: string;
  id: string;
}

export function WhyNot({ text, code, id }: Props) {
  return (
    <p id={id} class={text ? 'why-not' : 'why-not why-not-empty'} role="status" data-testid="why-not" data-code={text ? code : undefined}>
      {text}
    </p>
  );
}
