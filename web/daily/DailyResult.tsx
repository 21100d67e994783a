// A finished daily attempt: won or lost, the margin, the turns, the rank among the day's scored
// attempts, and the result to share with its copy button. The room reports the attempt when it
// ends; until the day's object has it, this looks again a few times.
import { useEffect, useState } from 'preact/hooks';
import type { DailyAttempt, DailyGame, DailyLeaderboard } from '../../party/protocol/daily.ts';
import { dailyT } from '../i18n/daily.ts';
import { gameName } from '../net/games.ts';
import { dailyTableNote, getDailyCard, getDailyLeaderboard } from '../net/daily-api.ts';
import { myIdentity } from '../net/identity.ts';
import { dailyLink, shareText, signed } from './share.ts';
import './daily.css';

const LOOKS = 20;
const LOOK_EVERY_MS = 1000;

interface Found { attempt: DailyAttempt; board: DailyLeaderboard }

/** `table`: the attempt to show; null shows the player's scored attempt of the day. */
/** `level`: the heading's level where it is shown (its own section on the table page, under the game in the lobby). */
export function DailyResult({ game, date, table, level }: { game: DailyGame; date: string; table: string | null; level: 2 | 4 }) {
  const [found, setFound] = useState<Found | null>(null);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);

  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const look = async (left: number) => {
      try {
        const { player } = await myIdentity();
        const [card, board] = await Promise.all([getDailyCard(game, player), getDailyLeaderboard(game, date, player)]);
        const ref = table === null ? null : dailyTableNote(table)?.ref;
        const attempt = card.you?.attempts.find((a) => (table === null ? a.scored : a.ref === ref));
        if (!live) return;
        if (attempt?.score) return setFound({ attempt, board });
      } catch { /* looked again below */ }
      if (live && left > 0) timer = setTimeout(() => void look(left - 1), LOOK_EVERY_MS);
    };
    void look(LOOKS);
    return () => { live = false; clearTimeout(timer); };
  }, [game, date, table]);

  if (!found) return <p class="daily-result muted" role="status" aria-busy="true">{dailyT('daily.waiting')}</p>;
  const { attempt, board } = found;
  const Heading = level === 2 ? 'h2' : 'h4';
  const score = attempt.score!;
  const rank = attempt.scored ? (board.you?.rank ?? null) : null;
  const text = shareText({
    head: dailyT('daily.shareHead', { game: gameName(game), date }),
    score, rank, count: board.count, link: dailyLink(location.origin, game, date),
  });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <section class="daily-result" aria-labelledby={`daily-result-${attempt.ref}`} data-testid="daily-result"
      data-rank={rank ?? ''} data-scored={attempt.scored}>
      <Heading id={`daily-result-${attempt.ref}`}>{dailyT('daily.result')}</Heading>
      <p class="daily-score">
        <strong>{dailyT(score.won ? 'daily.won' : 'daily.lost')}</strong>
        {' · '}{dailyT('daily.margin', { margin: signed(score.margin) })}
        {' · '}{dailyT('daily.turns', { n: score.turns })}
        {rank !== null && <>{' · '}<strong data-testid="daily-rank">{dailyT('daily.rank', { rank, count: board.count })}</strong></>}
      </p>
      {!attempt.scored && <p class="muted">{dailyT('daily.practiceNote')}</p>}
      <pre class="daily-share" data-testid="daily-share">{text}</pre>
      <button type="button" class="button-primary" onClick={() => void copy()} data-testid="daily-copy">{dailyT('daily.copy')}</button>
      <p role="status" class="muted">{copied === 'yes' ? dailyT('daily.copied') : copied === 'failed' ? dailyT('daily.copyFailed') : ''}</p>
      {!board.over && <p class="muted">{dailyT('daily.seedLater')}</p>}
    </section>
  );
}
