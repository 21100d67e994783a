// Telling a player their move has come, the same way at every game: a mark in the tab title
// while the table waits for them, and, if they asked for it, a two-note chime synthesised with
// WebAudio (no sound files to download).
import { signal } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import { lang } from '../i18n/index.ts';
import { readStored, writeStored } from '../net/storage.ts';

const SOUND_KEY = 'kingdoms.sound';

export const soundOn = signal(readStored(SOUND_KEY) === 'on');

let audio: AudioContext | null = null;

/** Creates (or wakes) the audio context; browsers allow that only inside a user gesture. */
function unlockAudio(): void {
  try {
    audio ??= new AudioContext();
    if (audio.state === 'suspended') void audio.resume();
  } catch { /* no WebAudio: the title still tells */ }
}

// After a reload with sound on, the first tap or click anywhere makes the chime possible again.
if (typeof document !== 'undefined') {
  document.addEventListener('pointerdown', () => { if (soundOn.peek()) unlockAudio(); }, { capture: true });
}

/** Called from the toggle's change event, itself a user gesture, so audio may start there. */
export function setSound(on: boolean): void {
  soundOn.value = on;
  if (on) unlockAudio();
  writeStored(SOUND_KEY, on ? 'on' : 'off');
}

function chime(): void {
  if (!audio || audio.state !== 'running') return;
  const now = audio.currentTime;
  for (const [i, freq] of [660, 880].entries()) {
    const osc = audio.createOscillator();
    const gain = audio.createGain();
    osc.frequency.value = freq;
    const start = now + i * 0.16;
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.18, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.3);
    osc.connect(gain).connect(audio.destination);
    osc.start(start);
    osc.stop(start + 0.32);
  }
}

/**
 * Marks the tab title with `label` while `mine` holds, and chimes when it starts (not on every
 * re-render while it lasts). The title follows the language if it is switched meanwhile.
 */
export function useTurnNotice(mine: boolean, label: string): void {
  const base = useRef<string | null>(null);
  const was = useRef(false);
  useEffect(() => {
    base.current ??= document.title;
    document.title = mine ? `● ${label} · ${base.current}` : base.current;
    if (mine && !was.current && soundOn.peek()) chime();
    was.current = mine;
  }, [mine, label, lang.value]);
  useEffect(() => () => { if (base.current !== null) document.title = base.current; }, []);
}
