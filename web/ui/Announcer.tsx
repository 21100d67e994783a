// One polite live region per board: screen readers hear whose turn it is, the question asked of
// the player, and each new log line, each when it changes (separate lines, so only the changed
// one is read), without having to find them on the page.
export function Announcer({ turn, question, line }: { turn: string; question: string; line: string }) {
  return (
    <div class="visually-hidden" aria-live="polite" data-testid="announcer">
      <p data-said="turn">{turn}</p>
      <p data-said="question">{question}</p>
      <p data-said="line">{line}</p>
    </div>
  );
}
