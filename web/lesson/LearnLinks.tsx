// The lobby's way into the lessons: one button per game that has one, straight to a running
// lesson table (no name to type: the remembered one, or "Learner").
import { useState } from 'preact/hooks';
import type { GameSummary } from '../../party/protocol/lobby.ts';
import { errorText, t } from '../i18n/index.ts';
import { ApiFailure } from '../net/lobby-api.ts';
import { goSeated } from '../net/seat-at.ts';
import { isLessonGame, type LessonGame } from './lesson-games.ts';
import { createLesson } from './start-lesson.ts';
import { lt } from './t.ts';
import './learn-links.css';

export function LearnLinks({ games }: { games: GameSummary[] }) {
  const [busy, setBusy] = useState<LessonGame | null>(null);
  const [error, setError] = useState<string | null>(null);
  const lessons = games.map((g) => g.id).filter(isLessonGame);
  if (lessons.length === 0) return null;
  const start = async (game: LessonGame) => {
    setBusy(game);
    setError(null);
    try {
      const made = await createLesson(game);
      goSeated(made.id, made.token);
    } catch (failure) {
      setError(failure instanceof ApiFailure ? errorText(failure.code, failure.message) : t('error.network'));
      setBusy(null);
    }
  };
  return (
    <section class="card learn-links" aria-labelledby="learn-title">
      <h2 id="learn-title">{lt('learn.title')}</h2>
      <p class="muted">{lt('learn.hint')}</p>
      <div class="button-row">
        {lessons.map((game) => (
          <button key={game} type="button" class="button-primary" disabled={busy !== null} onClick={() => void start(game)} data-testid={`learn-${game}`}>
            {busy === game ? lt('learn.starting') : lt(`learn.${game}`)}
          </button>
        ))}
      </div>
      {error && <p class="form-error" role="alert">{error}</p>}
    </section>
  );
}
