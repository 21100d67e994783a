// Kingdom Builder at the table: status, map, the player's actions, everyone's kingdoms, scoring,
// log. Every legal hex comes from the engine's prompt; the board only chooses which list to show.
import { useMemo, useRef, useState } from 'preact/hooks';
import type { KbMove, KbPrompt, KbView, LocationKind } from '../../../party/games/kingdom-builder/index.ts';
import type { BoardProps } from '../types.ts';
import { ActionBar } from './ActionBar.tsx';
import { EndScreen, Headline } from './EndScreen.tsx';
import { kt } from './i18n.ts';
import { KbMap } from './KbMap.tsx';
import { Legend } from './Legend.tsx';
import { LogPanel } from './LogPanel.tsx';
import { PlayersPanel } from './PlayersPanel.tsx';
import { recentHexes } from './recent-hexes.ts';
import { ScoringPanel } from './ScoringPanel.tsx';
import { instruction, TurnStatus } from './TurnStatus.tsx';
import { logText } from './log-text.ts';
import { Announcer } from '../../ui/Announcer.tsx';
import { WhyNot } from '../../ui/WhyNot.tsx';
import { whyText } from './why.ts';
import { awaySeats } from '../../ui/AwayTag.tsx';
import { useBelowDock } from '../../ui/below-dock.ts';
import { useFocusClearOfDock } from '../../ui/focus-clear-of-dock.ts';
import { useSteadyHeight } from '../../ui/steady-height.ts';
import { SoundToggle } from '../../ui/SoundToggle.tsx';
import { useTurnNotice } from '../../ui/turn-notice.ts';
import { turnPlan, type TileChoice } from './turn-plan.ts';
import './kb.css';
import { addRefusals } from '../shell-words.ts';
import { refusals } from './messages/refusals.ts';

// The words of this game's own refusal codes come with its board, not with every page.
addRefusals('kingdom-builder', refusals);

export default function Board({ view: live, prompts, waitingFor, you, room, log, result, send, pending, banner, refused = null }: BoardProps<KbView, KbMove, KbPrompt>) {
  // A resigned game ends mid-turn: its view is not 'over', but the table's result says it is.
  const view = result !== null && !live.over ? { ...live, over: true } : live;
  const [choice, setChoice] = useState<TileChoice | null>(null);
  const prompt = prompts.find((p) => p.kind === 'turn');
  const plan = turnPlan(prompt, choice);
  const mine = you !== null && waitingFor.includes(you) && !view.over;
  useTurnNotice(mine, kt('notify.title'));
  const dock = useRef<HTMLDivElement>(null);
  // Shorter on another player's turn (no action bar): held, so the map never moves up under a thumb.
  useSteadyHeight(dock, 0.5, !view.over);
  useFocusClearOfDock(dock);
  // On a touch screen the turn is played on the map, which at 360 px starts below the fold with
  // the dock stuck over its top: when the turn comes, the map itself is brought up under the dock
  // (the dock and the map are all a phone's height holds; the zoom row above it scrolls away).
  const mapBox = useRef<HTMLDivElement>(null);
  const mapDrawing = { get current() { return mapBox.current?.querySelector<HTMLElement>('[data-testid=kb-map]') ?? null; } };
  useBelowDock(dock, mapDrawing, mine && touchScreen() ? `turn:${view.turn}` : null);

  const recent = useMemo(() => recentHexes(log, view.settlements), [log, view.settlements]);
  const names = Array.from({ length: view.seats }, (_, seat) => room.seats.find((s) => s.seat === seat)?.name ?? `#${seat + 1}`);
  const act = (move: KbMove) => {
    setChoice(null);
    send(move);
  };
  const onChoose = (hex: number) => {
    if (pending) return;
    const chosen = plan.choose(hex);
    if (!chosen) return;
    if ('move' in chosen) act(chosen.move);
    else setChoice(chosen.pick);
  };
  const onAttempt = (hex: number) => {
    if (!mine || pending) return;
    const move = plan.attempt(hex);
    if (move) act(move);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && choice) setChoice(null);
  };
  const lastLine = log.at(-1);
  const current = names[view.current] ?? `#${view.current + 1}`;

  return (
    <div class="kb-board" onKeyDown={onKeyDown} data-testid="kb-board" data-turn={view.turn} data-over={String(view.over)} data-log={log.at(-1)?.i ?? -1} data-pending={String(pending)}>
      {/* Sticky: whose turn, what to do and the turn's buttons (or the winner) stay in view while
          the player scrolls the map or the panels; nothing else sits over them. */}
      <div class="kb-dock" data-testid="dock" ref={dock}>
        {banner}
        <TurnStatus view={view} prompt={prompt} plan={plan} names={names} />
        {result && <Headline result={result} names={names} />}
        {mine && (
          <ActionBar
            view={view}
            prompt={prompt}
            plan={plan}
            busy={pending}
            onTile={(tile: LocationKind, loc: number) => setChoice({ tile, loc, from: null })}
            onCancel={() => setChoice(null)}
            onUndo={() => act({ type: 'undo' })}
            onEndTurn={() => act({ type: 'end-turn' })}
          />
        )}
        <WhyNot id="kb-why-not" text={refused ? whyText(refused.reason) ?? refused.message : null} code={refused?.reason.code} />
      </div>
      {result && <EndScreen result={result} view={view} names={names} resigned={room.resigned != null} />}
      <div class="kb-layout">
        <div class="kb-map-col" ref={mapBox}>
          <KbMap
            view={view}
            names={names}
            targets={mine && !pending ? plan.targets : []}
            role={plan.role}
            picked={plan.tile?.from ?? null}
            recent={recent}
            onChoose={onChoose}
            onAttempt={onAttempt}
          />
          {you !== null && <SoundToggle />}
        </div>
        <div class="kb-side">
          <PlayersPanel view={view} names={names} away={awaySeats(room.seats)} />
          <ScoringPanel view={view} names={names} />
          <LogPanel log={log} letters={view.map} names={names} />
          <Legend names={names} />
        </div>
      </div>
      <Announcer
        turn={view.over ? kt('turn.over') : mine ? kt('turn.yours') : kt('turn.theirs', { name: current })}
        question={mine && prompt ? instruction(prompt, plan) : ''}
        line={lastLine ? logText(lastLine, view.map, names) ?? '' : ''}
      />
    </div>
  );
}

/** A screen played with fingers (the same test as the map's touch hint in kb.css). */
function touchScreen(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(hover: none) and (pointer: coarse)').matches;
}
