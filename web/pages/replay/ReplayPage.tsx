// /replay/<tableId>: a finished game, rebuilt in the browser by the pure engine from its record
// and stepped through move by move. The record (with the seed) exists only once the game is
// over; while it runs, this page shows no more than a link to watch it as a spectator.
import { t } from '../../i18n/index.ts';
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { GameRecord } from '../../../party/protocol/lobby.ts';
import type { RoomInfo } from '../../../party/protocol/room.ts';
import { gameUiFor } from '../../games/game-ui.ts';
import { gameName, loadGames } from '../../net/games.ts';
import { tablePath } from '../../routes.ts';
import { rt } from './t.ts';
import { loadEngine, type ReplayEngine } from './engines.ts';
import { ReplayControls } from './ReplayControls.tsx';
import { ScoreChart } from './ScoreChart.tsx';
import { buildTimeline, stateAt, type Timeline } from './timeline.ts';
import { labelledRoom, shownName } from '../table/seat-labels.ts';
import { st } from '../../i18n/seating.ts';
import '../table/social/social.css';

type Load =
  | { status: 'loading' }
  | { status: 'not-finished' }
  | { status: 'missing' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; record: GameRecord; engine: ReplayEngine; timeline: Timeline };

/** One move every this many ms at speed 1. */
const BASE_INTERVAL_MS = 800;

async function loadReplay(id: string): Promise<Load> {
  const res = await fetch(`/api/tables/${id}/record`);
  if (res.status === 409) return { status: 'not-finished' };
  if (res.status === 404 || res.status === 400) return { status: 'missing' };
  if (!res.ok) return { status: 'failed', message: `HTTP ${res.status}` };
  const record = (await res.json()) as GameRecord;
  const engine = await loadEngine(record.game);
  if (!engine) return { status: 'failed', message: record.game };
  const timeline = buildTimeline(engine.def, record, engine.scores);
  if (!timeline.ok) return { status: 'failed', message: timeline.error.message };
  return { status: 'ready', record, engine, timeline: timeline.value };
}

export default function ReplayPage({ id }: { id: string }) {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  useEffect(() => {
    void loadGames();
    let live = true;
    loadReplay(id).then(
      (l) => live && setLoad(l),
      (err: unknown) => live && setLoad({ status: 'failed', message: String(err) }),
    );
    return () => { live = false; };
  }, [id]);

  if (load.status === 'loading') return <p class="notice" aria-busy="true">{rt('replay.loading')}</p>;
  if (load.status !== 'ready') {
    return (
      <div class="card notice" role="status" data-testid="replay-unavailable" data-status={load.status}>
        <h1 class="notice-heading">
          {load.status === 'not-finished' ? rt('replay.notFinished')
            : load.status === 'missing' ? rt('replay.notFound') : rt('replay.failed', { message: load.message })}
        </h1>
        {load.status === 'not-finished' && <a class="button" href={tablePath(id)} data-testid="replay-watch-live">{rt('replay.watchLive')}</a>}
      </div>
    );
  }
  return <Replay record={load.record} engine={load.engine} timeline={load.timeline} />;
}

function Replay({ record, engine, timeline }: { record: GameRecord; engine: ReplayEngine; timeline: Timeline }) {
  const total = timeline.moves.length;
  const [step, setStep] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState(1);
  const [seenBy, setSeenBy] = useState<number | null>(null);
  const go = (to: number) => setStep(Math.max(0, Math.min(total, to)));
  const { def } = engine;
  const state = useMemo(() => stateAt(def, timeline, step), [step]);

  useEffect(() => {
    if (!playing) return;
    if (step >= total) { setPlaying(false); return; }
    const timer = setTimeout(() => setStep((s) => Math.min(total, s + 1)), BASE_INTERVAL_MS / speed);
    return () => clearTimeout(timer);
  }, [playing, step, speed]);

  // A resigned game ends at its last move without the engine's own end: the record's result says
  // who resigned, and the last step shows it as the table did.
  const atEnd = step >= total;
  const resigned = atEnd ? resignedSeat(record) : null;
  const names = record.players.map((name, seat) => shownName({ name, bot: record.bots?.[seat] ?? null }));
  // Every seat counts as connected: an 'away' mark speaks of a live table, not of a record.
  const room: RoomInfo = {
    id: record.table, game: record.game, status: 'finished', public: false, maxSeats: record.players.length,
    minSeats: record.players.length,
    seats: record.players.map((_, seat) => ({ seat, name: names[seat]!, connected: true, bot: record.bots?.[seat] ?? null, standin: null, clock: null })),
    host: null, options: record.options, createdAt: record.startedAt ?? 0, next: null,
    clock: 'off', botLevels: [], autoStart: null, accepted: [], resigned,
  };
  const result = def.result(state) ?? (resigned !== null ? record.result : null);
  const prompts = resigned !== null ? [] : def.prompts(state);
  const waitingFor = resigned !== null ? [] : def.waiting ? def.waiting(state) : [...new Set(prompts.map((p) => p.seat))];
  const winners = result?.winners.map((s) => names[s] ?? `#${s + 1}`) ?? [];
  const ui = gameUiFor(record.game);
  return (
    <div class="replay-page" data-testid="replay" data-step={step} data-total={total}>
      <div class="table-bar">
        <h1 class="table-title">{rt('replay.title', { game: gameName(record.game) })}</h1>
        <span class="table-bar-end">
          <a href={tablePath(record.table)} class="button">{rt('replay.backToTable')}</a>
          <a href={`/api/tables/${record.table}/record`} download={`${record.game}-${record.table}.json`} class="button">{rt('replay.download')}</a>
        </span>
      </div>
      {resigned !== null && (
        <p class="notice replay-ending" role="status" data-testid="replay-ending">
          {st('game.resigned', { name: names[resigned] ?? `#${resigned + 1}`, winner: winners.join(', ') })}
        </p>
      )}
      <ReplayControls timeline={timeline} names={names} step={step} playing={playing} speed={speed}
        go={(s) => { setPlaying(false); go(s); }} setPlaying={setPlaying} setSpeed={setSpeed} />
      <div class="table-layout">
        <aside class="table-side">
          <label class="replay-seen-by">
            {rt('replay.seenBy')}{' '}
            <select value={seenBy ?? ''} onChange={(e) => { const v = (e.target as HTMLSelectElement).value; setSeenBy(v === '' ? null : Number(v)); }} data-testid="replay-seen-by">
              <option value="">{rt('replay.spectator')}</option>
              {names.map((name, seat) => <option key={seat} value={seat}>{name}</option>)}
            </select>
          </label>
          <p class="muted">{rt('replay.seenByHint')}</p>
          <ScoreChart names={names} scores={timeline.scores} step={step} />
        </aside>
        <section class="board" data-testid="board" aria-labelledby="replay-board-title">
          {/* The board's own headings are h3: this keeps the outline in order (h1, h2, h3). */}
          <h2 id="replay-board-title" class="visually-hidden">{t('table.game')}</h2>
          {ui && (
            <ui.Board
              view={def.view(state, seenBy)}
              prompts={[]}
              waitingFor={waitingFor}
              you={seenBy}
              room={labelledRoom(room)}
              log={def.log(state, seenBy, 0)}
              result={result}
              send={() => ''}
              pending={false}
            />
          )}
        </section>
      </div>
    </div>
  );
}

/** The seat that resigned, from the record's result (party/table/snapshot.ts resignedResult), or null. */
function resignedSeat(record: GameRecord): number | null {
  const seat = record.result?.details?.resigned;
  return typeof seat === 'number' && Number.isInteger(seat) && seat >= 0 && seat < record.players.length ? seat : null;
}
