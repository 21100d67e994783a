import { useEffect, useRef, useState } from 'preact/hooks';
import type { DominionOptions } from '../../../party/games/dominion/types.ts';
import type { OptionsFormProps } from '../types.ts';
import { cardName } from './cards.ts';
import { KingdomPicker } from './KingdomPicker.tsx';
import { fallback, PRESETS, presetAllowed, RANDOM_MODES, randomAllowed } from './kingdoms.ts';
import { dt } from './t.ts';
import './dominion.css';

type Mode = 'preset' | 'random' | 'pick';
type Props = OptionsFormProps<DominionOptions>;
type Kingdom = DominionOptions['kingdom'];

const modeOf = (o: DominionOptions | undefined): Mode => (!o ? 'preset' : 'preset' in o.kingdom ? 'preset' : 'random' in o.kingdom ? 'random' : 'pick');

function allowed(o: DominionOptions, seats: number): boolean {
  const k = o.kingdom;
  if ('preset' in k) return presetAllowed(k.preset, seats);
  if ('random' in k) return randomAllowed(k.random, seats);
  return true;
}

/** Table options in the lobby: the kingdom by preset, at random, or hand-picked. */
export default function OptionsForm({ seats, value, onChange }: Props) {
  const [picked, setPicked] = useState<string[]>(value && 'cards' in value.kingdom ? value.kingdom.cards : []);
  // Until the player chooses, the form follows the seat count with the best default for it.
  const chosen = useRef(value !== undefined);
  const mode = modeOf(value);
  const anyPreset = Object.keys(PRESETS).some((id) => presetAllowed(id, seats));

  const vpCounter = value?.vpCounter === true;
  const report = (kingdom: Kingdom, vp: boolean) => onChange(vp ? { kingdom, vpCounter: true } : { kingdom });

  useEffect(() => {
    if (!value || !allowed(value, seats) || !chosen.current) report(fallback(seats).kingdom, vpCounter);
  }, [seats]);

  const choose = (kingdom: Kingdom) => {
    chosen.current = true;
    report(kingdom, vpCounter);
  };
  const chooseMode = (next: Mode) => {
    if (next === 'preset') choose(fallback(seats).kingdom);
    if (next === 'random') choose({ random: seats >= 5 ? '5+5' : 'both' });
    if (next === 'pick') choose({ cards: picked });
  };
  const pick = (cards: string[]) => {
    setPicked(cards);
    choose({ cards });
  };
  const k = value?.kingdom;

  return (
    <div class="dominion-options" data-testid="dominion-options">
      <div class="mode-tabs" role="radiogroup" aria-label={dt('options.kingdom')}>
        {(['preset', 'random', 'pick'] as const).map((m) => (
          <label key={m} class={mode === m ? 'mode-tab mode-tab-on' : 'mode-tab'}>
            <input type="radio" name="kingdom-mode" value={m} checked={mode === m} disabled={m === 'preset' && !anyPreset} onChange={() => chooseMode(m)} data-testid={`kingdom-${m}`} />
            {dt(`options.mode.${m}`)}
          </label>
        ))}
      </div>
      {mode === 'preset' && (
        <ul class="preset-list">
          {Object.entries(PRESETS).map(([id, cards]) => {
            const ok = presetAllowed(id, seats);
            return (
              <li key={id}>
                <label class={ok ? 'preset' : 'preset preset-off'}>
                  <input type="radio" name="preset" value={id} data-testid={`preset-${id}`} disabled={!ok} checked={k !== undefined && 'preset' in k && k.preset === id} onChange={() => choose({ preset: id })} />
                  <span class="preset-name">{dt(`preset.${id}` as 'preset.first-game')}</span>
                  <span class="preset-cards">{cards.map(cardName).join(', ')}</span>
                  {!ok && <span class="hint">{dt('options.unavailable')}</span>}
                </label>
              </li>
            );
          })}
        </ul>
      )}
      {mode === 'random' && (
        <div class="random-list">
          {RANDOM_MODES.map((r) => (
            <label key={r} class="check">
              <input type="radio" name="random" value={r} data-testid={`random-${r}`} disabled={!randomAllowed(r, seats)} checked={k !== undefined && 'random' in k && k.random === r} onChange={() => choose({ random: r })} />
              <span>{dt(`options.random.${r}`)}</span>
            </label>
          ))}
          {seats >= 5 && <p class="hint">{dt('options.needBoth')}</p>}
        </div>
      )}
      {mode === 'pick' && <KingdomPicker picked={picked} onChange={pick} seats={seats} />}
      <label class="check">
        <input type="checkbox" checked={vpCounter} onChange={(e) => report(value?.kingdom ?? fallback(seats).kingdom, (e.currentTarget as HTMLInputElement).checked)} data-testid="vp-counter" />
        <span>{dt('options.vpCounter')}</span>
      </label>
    </div>
  );
}
