import { useEffect, useState } from 'preact/hooks';
import { t } from '../../i18n/index.ts';
import { games, gamesError, loadGames } from '../../net/games.ts';
import { CreateTableForm } from './CreateTableForm.tsx';
import { DailyChallenge } from './DailyChallenge.tsx';
import { JoinByLink } from './JoinByLink.tsx';
import { NameField } from './NameField.tsx';
import { OpenTables } from './OpenTables.tsx';
import { PlayVsBots } from './PlayVsBots.tsx';
import { LearnLinks } from '../../lesson/LearnLinks.tsx';
import { QuickMatch } from './QuickMatch.tsx';
import { RulesLinks } from '../learn/RulesLinks.tsx';
import { YourGames } from './YourGames.tsx';

export function LobbyPage() {
  const [chosen, setChosen] = useState<string | null>(null);
  useEffect(() => { void loadGames(); }, []);

  const list = games.value;
  const game = list?.find((g) => g.id === chosen) ?? list?.[0];

  return (
    <div class="lobby">
      <section class="hero">
        <h1>{t('lobby.title')}</h1>
        <p class="muted">{t('lobby.tagline')}</p>
        <RulesLinks />
      </section>
      <div class="lobby-grid">
        <div class="lobby-main">
          {!list && !gamesError.value && <p class="card muted" aria-busy="true">{t('lobby.loadingGames')}</p>}
          {!list && gamesError.value && (
            <div class="card" role="alert">
              <p class="form-error">{t('error.network')}</p>
              <button type="button" class="button" onClick={() => void loadGames()}>{t('ui.reload')}</button>
            </div>
          )}
          {list && !game && <p class="card muted">{t('lobby.noGames')}</p>}
          {list && <LearnLinks games={list} />}
          {/* Asked once, above every way to play that seats you under it (a lesson names you itself). */}
          {list && <NameField />}
          {list && <DailyChallenge games={list} />}
          {list && <PlayVsBots games={list} />}
          {list && game && <CreateTableForm games={list} game={game} onGameChange={setChosen} />}
        </div>
        {/* The side waits for the games list with the rest: drawn earlier, "Join by link" stood
            where the game cards then arrive, and was pushed down the screen (layout shift). */}
        {(list || gamesError.value) && (
          <div class="lobby-side">
            <YourGames />
            {list && game && <QuickMatch games={list} initial={game} />}
            {game && <OpenTables game={game.id} name={game.name} />}
            <JoinByLink />
          </div>
        )}
      </div>
    </div>
  );
}
