import { useRef, useState } from 'preact/hooks';
import type { DominionMove } from '../../../party/games/dominion/types.ts';
import type { DominionView } from '../../../party/games/dominion/view.ts';
import type { BoardProps } from '../types.ts';
import { AskPanel } from './AskPanel.tsx';
import { useBelowDock } from '../../ui/below-dock.ts';
import { useFocusClearOfDock } from '../../ui/focus-clear-of-dock.ts';
import { useSteadyHeight } from '../../ui/steady-height.ts';
import { CardZoom } from './CardZoom.tsx';
import { EndScreen, Winners } from './EndScreen.tsx';
import { GameLog } from './GameLog.tsx';
import { Hand } from './Hand.tsx';
import { awaySeats } from '../../ui/AwayTag.tsx';
import { SoundToggle } from '../../ui/SoundToggle.tsx';
import { useTurnNotice } from '../../ui/turn-notice.ts';
import { Opponents } from './Opponents.tsx';
import { CardStrip, Piles } from './Piles.tsx';
import { handAllowed, isAsk, isTurn, pickedCards, promptKey, type DominionPrompt } from './prompt.ts';
import { againText, useSecondLook } from './second-look.ts';
import { Supply } from './Supply.tsx';
import { dt } from './t.ts';
import { TrashViewer } from './TrashViewer.tsx';
import { TurnControls, turnHint } from './TurnControls.tsx';
import { askTitle } from './askText.ts';
import { logLine } from './logLine.ts';
import { logShown } from './log-shown.ts';
import { Announcer } from '../../ui/Announcer.tsx';
import { TurnStatus } from './TurnStatus.tsx';
import { WhyNot } from '../../ui/WhyNot.tsx';
import { refusedCard, WHY_ID, whyText } from './why.ts';
import './dominion.css';
import { addRefusals } from '../shell-words.ts';
import { refusals } from './messages/refusals.ts';

// The words of this game's own refusal codes come with its board, not with every page.
addRefusals('dominion', refusals);

type Props = BoardProps<DominionView, DominionMove, DominionPrompt>;

/** Positions picked for the current question; a new question starts empty. */
function useSelection(key: string): [number[], (i: number) => void] {
  const [sel, setSel] = useState<{ key: string; picked: number[] }>({ key, picked: [] });
  const picked = sel.key === key ? sel.picked : [];
  const toggle = (i: number) => {
    const next = picked.includes(i) ? picked.filter((x) => x !== i) : [...picked, i];
    setSel({ key, picked: next });
  };
  return [picked, toggle];
}

export default function Board({ view, prompts, waitingFor, you, room, log, result, send, pending, banner, refused = null }: Props) {
  const prompt = prompts.find((p) => p.seat === you);
  const selectionKey = promptKey(prompt, String(log.at(-1)?.i ?? 0));
  const [picked, toggle] = useSelection(selectionKey);
  const look = useSecondLook(selectionKey);
  const nameOf = (seat: number) => room.seats.find((s) => s.seat === seat)?.name ?? `#${seat + 1}`;
  // The tab says "Your turn" as Kingdom Builder's does; a question in another's turn (a Militia's
  // discard) is "Your move".
  useTurnNotice(prompt !== undefined, dt(view.current === you ? 'status.yourTurn' : 'notice.yourMove'));
  const dock = useRef<HTMLDivElement>(null);
  const handBox = useRef<HTMLDivElement>(null);
  useBelowDock(dock, handBox, isAsk(prompt) && prompt.from === 'hand' ? selectionKey : null);
  // Neither the dock nor the hand with its zones pulls the supply up when it shrinks, while the
  // game is played. A resigned game ends mid-turn: its view never reaches the 'over' phase, the
  // result says it.
  const mine = useRef<HTMLDivElement>(null);
  const over = view?.phase === 'over' || result !== null;
  useSteadyHeight(dock, 0.5, !over);
  useFocusClearOfDock(dock);
  useSteadyHeight(mine, 0.5, !over);
  if (!view) return null;

  const me = you === null ? undefined : view.players[you];
  const hand = me?.hand ?? [];
  const costs: Record<string, number> = {};
  for (const p of view.supply) costs[p.card] = p.cost;

  const turn = isTurn(prompt) ? prompt : undefined;
  const ask = isAsk(prompt) ? prompt : undefined;
  const answer = ask ? pickedCards(ask, hand, picked) : [];
  const choose = (pick: string[]) => send({ type: 'choose', pick });

  let supplyLive = new Set<string>();
  let onSupply: ((id: string) => void) | undefined;
  if (turn && !pending) {
    supplyLive = new Set(turn.buy);
    onSupply = (card) => look.tap(card, () => send({ type: 'buy', card }));
  } else if (ask?.kind === 'gain' && ask.from !== 'hand' && !pending) {
    supplyLive = new Set(ask.from);
    onSupply = (card) => choose([card]);
  }

  // On your turn a card or pile that is not live is still tried, so the room can say why not.
  const tryMove = turn && !pending ? (type: 'buy' | 'play') => (card: string) => send({ type, card }) : undefined;
  const why = refusedCard(refused);
  const armed = turn && !pending ? look.armed : null;

  const handChoice = ask?.from === 'hand'
    ? {
      allowed: handAllowed(ask, hand).map((ok) => ok && !pending),
      picked,
      ordered: ask.ordered === true,
      toggle: (i: number) => (ask.max === 1 && !ask.ordered ? choose([hand[i] as string]) : toggle(i)),
    }
    : undefined;

  const waitingNames = waitingFor.filter((s) => s !== you).map(nameOf);
  // The lines the log shows, and the newest of them is what the Announcer says.
  const shownLog = logShown(log, over);
  const lastLine = shownLog.at(-1);

  return (
    <div
      class="dominion"
      data-testid="dominion"
      data-phase={view.phase}
      data-prompt={prompt?.kind ?? ''}
      data-log={log.at(-1)?.i ?? -1}
      data-pending={String(pending)}
    >
      {/* Sticky: whose turn, and the question with its buttons (or the winners), stay in view
          wherever the player has scrolled to; nothing else sits over them. */}
      <div class="dominion-dock" data-testid="dock" ref={dock}>
        {banner}
        <TurnStatus view={view} nameOf={nameOf} over={over} />
        {result && <Winners result={result} nameOf={nameOf} />}
        {!result && (
          <div class={me ? 'prompt-area prompt-area-seated' : 'prompt-area'} data-testid="prompt-area">
            {turn && <TurnControls prompt={turn} send={send} pending={pending} />}
            <WhyNot id={WHY_ID} text={refused ? whyText(refused.reason) ?? refused.message : null} code={refused?.reason.code} />
            {ask && <AskPanel key={selectionKey} ask={ask} picked={picked} toggle={toggle} answer={answer} send={send} pending={pending} nameOf={nameOf} costs={costs} />}
            {!prompt && waitingNames.length > 0 && (
              <p class="waiting" role="status" data-testid="waiting">{dt('status.waitingFor', { names: waitingNames.join(', ') })}</p>
            )}
            {/* Waited for with nothing to answer: only while the table holds this player's Attack
                open for Reactions (the game closes that window itself). */}
            {!prompt && !over && you !== null && waitingFor.includes(you) && (
              <p class="waiting" role="status" data-testid="reaction-window">{dt('status.reactions')}</p>
            )}
          </div>
        )}
      </div>
      {result && <EndScreen result={result} nameOf={nameOf} resigned={room.resigned != null} />}
      <div class="dominion-grid">
        <div class="dominion-main">
          {me && (
            <div class="my-area" ref={mine}>
              <div ref={handBox}><Hand hand={hand} costs={costs} playable={turn && !pending ? new Set(turn.play) : undefined} onPlay={(card) => send({ type: 'play', card })} choosing={handChoice}
                onTry={tryMove?.('play')} why={why} reasons={turn?.reasons?.play} /></div>
              <div class="my-zones" data-testid="my-zones">
                <CardStrip title={dt('zone.play')} cards={me.play} testId="my-play" kept />
                <CardStrip title={dt('zone.revealed')} cards={me.revealed} />
                <CardStrip title={dt('zone.aside')} cards={me.aside} />
                <Piles player={me} />
              </div>
            </div>
          )}
          <Supply view={view} live={supplyLive} onPick={onSupply} verb={turn ? 'buy' : 'gain'} onTry={tryMove?.('buy')} why={why} reasons={turn?.reasons?.buy} armed={armed} />
        </div>
        <div class="dominion-side">
          <Opponents view={view} nameOf={nameOf} waitingFor={waitingFor} away={awaySeats(room.seats)} over={over} />
          <TrashViewer trash={view.trash} />
          <GameLog shown={shownLog} nameOf={nameOf} />
          <SoundToggle />
        </div>
      </div>
      <CardZoom costs={costs} />
      <Announcer
        turn={over ? dt('phase.over') : view.current === you ? dt('status.yourTurn') : dt('status.theirTurn', { name: nameOf(view.current) })}
        question={armed ? againText(armed) : ask ? askTitle(ask, nameOf) : turn ? turnHint(turn) : ''}
        line={lastLine ? logLine(lastLine, nameOf) : ''}
      />
    </div>
  );
}
