// Drawing a page's many pictures one per task, in the order they mount, so no single task keeps a
// phone from answering (Lighthouse counted one 400-560 ms task when all were drawn together).
import { useEffect, useState } from 'preact/hooks';

const waiting: (() => void)[] = [];
let scheduled = false;

function drawNext(): void {
  waiting.shift()?.();
  if (waiting.length > 0) setTimeout(drawNext, 0);
  else scheduled = false;
}

/** False until this picture's turn has come; then true for good. */
export function useTurnToDraw(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    waiting.push(() => { if (live) setReady(true); });
    if (!scheduled) {
      scheduled = true;
      setTimeout(drawNext, 0);
    }
    return () => { live = false; };
  }, []);
  return ready;
}
