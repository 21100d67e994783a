import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { lang, loadLanguage, t } from '../i18n/index.ts';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/**
 * A component whose code is fetched on first render, so each game's UI stays out of the shell's
 * bundle. Shows a short note while loading. A chunk that cannot be fetched is usually one a new
 * deploy replaced (the browser also remembers the failed import), so the way out is a page reload.
 */
export function lazyComponent<P extends object>(load: Loader<P>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;

  return function Lazy(props: P) {
    const [, setReady] = useState(loaded !== null);
    const [failed, setFailed] = useState(false);

    useEffect(() => {
      if (loaded) return;
      let live = true;
      // Shown once its words in the page's language are here too (its dictionaries were defined
      // as it loaded), so it never flashes English; English stands in if they cannot be fetched.
      loading ??= load().then(async (module) => {
        await loadLanguage(lang.peek()).catch(() => undefined);
        loaded = module.default;
      });
      loading.then(
        () => live && setReady(true),
        () => live && setFailed(true),
      );
      return () => { live = false; };
    }, []);

    if (loaded) {
      const Loaded = loaded;
      return <Loaded {...props} />;
    }
    if (failed) {
      return (
        <div class="notice" role="alert">
          <p>{t('ui.loadFailed')}</p>
          <button type="button" class="button" onClick={() => location.reload()}>{t('ui.reload')}</button>
        </div>
      );
    }
    return <p class="notice" aria-busy="true">{t('ui.loading')}</p>;
  };
}
