// /learn/<game>: a game's rules in our own words, drawn with the table's own pieces.
import { useEffect } from 'preact/hooks';
import { Link } from '../../ui/Link.tsx';
import { TryLesson } from '../../lesson/TryLesson.tsx';
import { isLessonGame } from '../../lesson/lesson-games.ts';
import { DominionRules } from './DominionRules.tsx';
import { KbRules } from './KbRules.tsx';
import { LEARN_GAMES, learnPath, rl, type LearnGame } from './links.ts';
import { lt } from './t.ts';
import './learn.css';

export default function LearnPage({ game }: { game: LearnGame }) {
  const title = lt(game === 'dominion' ? 'd.title' : 'k.title');
  useEffect(() => { document.title = title; }, [title]);
  return (
    <article class="learn" data-testid="learn" data-game={game}>
      <nav class="learn-nav" aria-label={rl('nav')}>
        <Link href="/">{lt('back')}</Link>
        {LEARN_GAMES.filter((other) => other !== game).map((other) => <Link key={other} href={learnPath(other)}>{rl(other)}</Link>)}
      </nav>
      <h1>{title}</h1>
      {isLessonGame(game) && <TryLesson game={game} />}
      {game === 'dominion' ? <DominionRules /> : <KbRules />}
    </article>
  );
}
