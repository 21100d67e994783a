// Telling a player it is their move: the tab title and, if they want it, a short chime.
import { signal } from '@preact/signals';
import { useEffect } from 'preact/hooks';

const SOUND_KEY = 'kingdoms.dominion.sound';

function storedSound(): boolean {
  try { return localStorage.getItem(SOUND_KEY) === 'on'; } catch { return false; }
}

export const soundOn = signal(storedSound());

export function setSound(on: boolean): void {
  soundOn.value = on;
  try { localStorage.setItem(SOUND_KEY, on ? 'on' : 'off'); } catch { /* this page only */ }
}

let audio: AudioContext | null = null;

/** Two soft notes made on the spot: no audio files to fetch. */
export function chime(): void {
  try {
    audio ??= new AudioContext();
    const now = audio.currentTime;
    [660, 880].forEach((hz, i) => {
      const osc = audio!.createOscillator();
      const gain = audio!.createGain();
      osc.frequency.value = hz;
      gain.gain.setValueAtTime(0.0001, now + i * 0.15);
      gain.gain.exponentialRampToValueAtTime(0.15, now + i * 0.15 + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, now + i * 0.15 + 0.3);
      osc.connect(gain).connect(audio!.destination);
      osc.start(now + i * 0.15);
      osc.stop(now + i * 0.15 + 0.32);
    });
  } catch { /* no audio here: the title still says it */ }
}

/** Marks the tab title while the table waits for you; chimes when that starts. */
export function useTurnNotice(yourMove: boolean, label: string): void {
  useEffect(() => {
    if (!yourMove) return;
    const before = document.title;
    document.title = `● ${label} — ${before}`;
    if (soundOn.value) chime();
    return () => { document.title = before; };
  }, [yourMove]);
}
