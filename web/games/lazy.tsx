import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { t } from '../i18n/index.ts';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/**
 * A component whose code is fetched on first render, so each game's UI stays out of the shell's
 * bundle. Shows a short note while loading and a retry button if the chunk cannot be fetched.
 */
export function lazyComponent<P extends object>(load: Loader<P>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;

  return function Lazy(props: P) {
    const [, setReady] = useState(loaded !== null);
    const [failed, setFailed] = useState(false);
    const [attempt, setAttempt] = useState(0);

    useEffect(() => {
      if (loaded) return;
      let live = true;
      loading ??= load().then((module) => { loaded = module.default; });
      loading.then(
        () => live && setReady(true),
        () => { loading = null; if (live) setFailed(true); },
      );
      return () => { live = false; };
    }, [attempt]);

    if (loaded) {
      const Loaded = loaded;
      return <Loaded {...props} />;
    }
    if (failed) {
      return (
        <div class="notice" role="alert">
          <p>{t('table.boardFailed')}</p>
          <button type="button" onClick={() => { setFailed(false); setAttempt(attempt + 1); }}>{t('table.reload')}</button>
        </div>
      );
    }
    return <p class="notice" aria-busy="true">{t('table.boardLoading')}</p>;
  };
}
