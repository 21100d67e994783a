// The lobby's "Today's challenge": per game, the day's deal as everyone sees it, one button to play
// it (then to practise it), the way back to an attempt under way, the result with its share line,
// and yesterday's game as a replay (the day being over, its record is public).
import { useEffect, useState } from 'preact/hooks';
import { shiftDay, type DailyCard, type DailyGame, type DailyStanding } from '../../../party/protocol/daily.ts';
import type { GameSummary } from '../../../party/protocol/lobby.ts';
import { signed } from '../../daily/share.ts';
import { DailyResult } from '../../daily/DailyResult.tsx';
import { useDailyStart } from '../../daily/use-daily-start.ts';
import { gameUiFor } from '../../games/game-ui.ts';
import { dailyT } from '../../i18n/daily.ts';
import { dayT } from '../daily/t.ts';
import { gameName } from '../../net/games.ts';
import { dailyTableOfRef, getDailyCard, getDailyLeaderboard } from '../../net/daily-api.ts';
import { myIdentity } from '../../net/identity.ts';
import { failureText } from '../../ui/failure-text.ts';
import { loadToken } from '../../net/seat-token.ts';
import { dailyPath, replayPath, tablePath } from '../../routes.ts';
import { Link } from '../../ui/Link.tsx';
import { NameNeeded, useName, type NameChoice } from './NameField.tsx';

/** The day's challenge of each game that has one (GameSummary.daily); nothing when none has. */
export function DailyChallenge({ games: all }: { games: readonly GameSummary[] }) {
  const name = useName();
  const games = all.filter((g) => g.daily).map((g) => g.id);
  if (games.length === 0) return null;
  return (
    <section class="card daily-card" aria-labelledby="daily-title" data-testid="daily">
      <h2 id="daily-title">{dailyT('daily.title')}</h2>
      <p class="muted">{dailyT('daily.hint')}</p>
      {games.map((game) => <DailyGameRow key={game} game={game} name={name} />)}
    </section>
  );
}

/** The day's best shown on the card. */
const BEST_SHOWN = 5;

function DailyGameRow({ game, name }: { game: DailyGame; name: NameChoice }) {
  const [card, setCard] = useState<DailyCard | null>(null);
  const [yesterday, setYesterday] = useState<string | null>(null);
  const [best, setBest] = useState<DailyStanding[]>([]);
  const { busy, error, setError, start } = useDailyStart(game);

  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        const { player } = await myIdentity();
        const got = await getDailyCard(game, player);
        if (!live) return;
        setCard(got);
        const [today, before] = await Promise.all([
          getDailyLeaderboard(game, got.deal.date, null), getDailyLeaderboard(game, shiftDay(got.deal.date, -1), player),
        ]);
        if (!live) return;
        setBest(today.top.slice(0, BEST_SHOWN));
        if (before.you?.table) setYesterday(before.you.table);
      } catch (failure) {
        if (live) setError(failureText(failure));
      }
    })();
    return () => { live = false; };
  }, [game]);

  const play = async () => {
    const taken = name.take(`daily-${game}`);
    if (taken === null) return;
    await start(taken);
  };

  const Summary = gameUiFor(game)?.OptionsSummary;
  const attempts = card?.you?.attempts ?? [];
  const scored = attempts.find((a) => a.scored);
  const running = [...attempts].reverse().map((a) => (a.score === null ? dailyTableOfRef(a.ref) : null)).find((table) => table !== null && loadToken(table) !== null);
  return (
    <div class="daily-game" id={`daily-${game}`} data-game={game} data-testid={`daily-${game}`}>
      <h3>{gameName(game)}</h3>
      {!card && !error && <p class="muted" aria-busy="true">{dailyT('daily.loading')}</p>}
      {card && (
        <>
          <p class="muted">{dailyT('daily.date', { date: card.deal.date })} · {dailyT('daily.players', { n: card.players })}</p>
          {Summary && <Summary options={card.deal.options} seats={card.deal.seats} />}
          {/* Who the attempt meets, for every game: a day's own search, or the plain hard bots the deal seats. */}
          <p class="muted" data-testid={`daily-bot-${game}`}>
            {card.bot.searched || card.bot.searching
              ? dailyT(card.bot.searched ? 'daily.botSearched' : 'daily.botSearching')
              : dailyT('daily.botsPlain', { n: card.deal.bots.length })}
          </p>
          <div class="daily-actions">
            {running && <Link href={tablePath(running)} class="button-primary">{dailyT('daily.resume')}</Link>}
            <button type="button" class={running ? 'button' : 'button-primary'} disabled={busy} onClick={() => void play()} data-testid={`daily-play-${game}`}>
              {busy ? dailyT('daily.starting') : dailyT(scored ? 'daily.practice' : 'daily.play')}
            </button>
            {yesterday && <Link href={replayPath(yesterday)} class="button">{dailyT('daily.yesterday')}</Link>}
            <Link href={dailyPath(game, card.deal.date)} class="button">{dayT('day.link')}</Link>
          </div>
          {best.length > 0 && (
            <>
              <h4>{dailyT('daily.best')}</h4>
              <ol class="daily-best" data-testid={`daily-best-${game}`}>
                {best.map((s) => (
                  <li key={`${s.rank}.${s.name}.${s.score.turns}`} value={s.rank}>
                    {s.name} · {dailyT(s.score.won ? 'daily.won' : 'daily.lost')} · {signed(s.score.margin)} · {dailyT('daily.turns', { n: s.score.turns })}
                  </li>
                ))}
              </ol>
            </>
          )}
          {scored?.score && <DailyResult game={game} date={card.deal.date} table={null} level={4} />}
        </>
      )}
      <NameNeeded who={`daily-${game}`} />
      {error && <p class="form-error" role="alert">{error}</p>}
    </div>
  );
}
