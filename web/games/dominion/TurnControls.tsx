import { useLayoutEffect } from 'preact/hooks';
import type { DominionMove } from '../../../party/games/dominion/types.ts';
import { nextMove } from './next-move.ts';
import type { TurnPrompt } from './prompt.ts';
import { dt } from './t.ts';

interface Props { prompt: TurnPrompt; send(move: DominionMove): void; pending: boolean }

// End turn comes first: it is there in every phase, so it keeps its place (on a phone the row
// wraps: End turn and End Actions, then Play all Treasures) while the other buttons come and go,
// and a thumb going for it never finds another.
const SHORTCUTS: { move: 'treasures' | 'end-actions' | 'end-turn'; key: string; label: 'turn.treasures' | 'turn.endActions' | 'turn.endTurn' }[] = [
  { move: 'end-turn', key: 'e', label: 'turn.endTurn' },
  { move: 'end-actions', key: 'b', label: 'turn.endActions' },
  { move: 'treasures', key: 't', label: 'turn.treasures' },
];

function typing(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
}

/** What the turn asks now: play Actions, buy, or nothing left to buy. */
export function turnHint(prompt: TurnPrompt): string {
  return prompt.phase === 'action' ? dt('turn.actionHint') : prompt.buy.length > 0 ? dt('turn.buyHint') : dt('turn.nothingToBuy');
}

/** The turn's shortcuts, as buttons and as single keys (T, B, E) while nothing else has the keyboard. */
export function TurnControls({ prompt, send, pending }: Props) {
  const allowed = SHORTCUTS.filter((s) => prompt.moves.includes(s.move));
  const primary = nextMove(prompt);

  // Attached while the turn is drawn, not a frame later, so a key pressed as soon as the
  // buttons show is never lost.
  useLayoutEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || e.repeat || typing(e.target) || pending) return;
      // A Cyrillic layout types 'е' on the T key: then the key's place on the keyboard decides.
      const key = /^[a-z]$/i.test(e.key) ? e.key.toLowerCase() : /^Key[A-Z]$/.test(e.code) ? e.code.slice(3).toLowerCase() : '';
      const hit = allowed.find((s) => s.key === key);
      if (!hit) return;
      e.preventDefault();
      send({ type: hit.move });
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, [prompt, pending]);

  return (
    <div class="turn-controls" role="group" aria-label={dt('turn.controls')}>
      <p class="prompt-title" data-testid="prompt-title">
        {turnHint(prompt)}
      </p>
      <div class="button-row">
        {allowed.map((s) => (
          <button
            key={s.move}
            type="button"
            class={s.move === primary ? 'button-primary' : 'button'}
            disabled={pending}
            aria-keyshortcuts={s.key.toUpperCase()}
            data-testid={`move-${s.move}`}
            onClick={() => send({ type: s.move })}
          >
            {dt(s.label)} <kbd aria-hidden="true">{s.key.toUpperCase()}</kbd>
          </button>
        ))}
      </div>
    </div>
  );
}
