// /learn/<game>: a game's rules in our own words, drawn with the table's own pieces.
import type { ComponentChildren } from 'preact';
import { useEffect } from 'preact/hooks';
import { Link } from '../../ui/Link.tsx';
import { TryLesson } from '../../lesson/TryLesson.tsx';
import { isLessonGame } from '../../lesson/lesson-games.ts';
import { RULES_GAMES } from '../../games/registry.ts';
import { rulesTitle } from '../../games/shell-words.ts';
import { learnPath, rl } from './links.ts';
import { lt } from './t.ts';
import './learn.css';

/** The page around one game's rules (`children`), which come in that game's own chunk (./lazy.ts). */
export function LearnPage({ game, children }: { game: string; children: ComponentChildren }) {
  const title = rulesTitle(game);
  useEffect(() => { document.title = title; }, [title]);
  return (
    <article class="learn" data-testid="learn" data-game={game}>
      <nav class="learn-nav" aria-label={rl('nav')}>
        <Link href="/">{lt('back')}</Link>
        {RULES_GAMES.filter((other) => other !== game).map((other) => <Link key={other} href={learnPath(other)}>{rulesTitle(other)}</Link>)}
      </nav>
      <h1>{title}</h1>
      {isLessonGame(game) && <TryLesson game={game} />}
      {children}
    </article>
  );
}
