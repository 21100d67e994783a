// Telling a player their turn has come: a mark in the tab title, and an optional two-note chime
// synthesised with WebAudio (no sound files to download).
import { useEffect, useRef } from 'preact/hooks';
import { lang } from '../../i18n/index.ts';
import { kt } from './i18n.ts';

let audio: AudioContext | null = null;

/** Creates (or wakes) the audio context; browsers allow that only inside a user gesture. */
export function unlockAudio(): void {
  try {
    audio ??= new AudioContext();
    if (audio.state === 'suspended') void audio.resume();
  } catch { /* no WebAudio: the title still tells */ }
}

export function chime(): void {
  if (!audio || audio.state !== 'running') return;
  const now = audio.currentTime;
  for (const [i, freq] of [660, 880].entries()) {
    const osc = audio.createOscillator();
    const gain = audio.createGain();
    osc.type = 'sine';
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

/** Marks the document title while it is the player's turn; chimes when the turn begins. */
export function useTurnNotice(mine: boolean, sound: boolean): void {
  const base = useRef<string | null>(null);
  const was = useRef(false);
  useEffect(() => {
    base.current ??= document.title;
    const title = base.current;
    document.title = mine ? `● ${kt('notify.title')} · ${title}` : title;
    if (mine && !was.current && sound) chime();
    was.current = mine;
  }, [mine, sound, lang.value]);
  useEffect(() => () => { if (base.current !== null) document.title = base.current; }, []);
}
