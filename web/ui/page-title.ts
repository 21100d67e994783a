// A page's own title in the browser's tab, history and bookmarks: every page was "Kingdoms", so
// two leaderboards open side by side could not be told apart. The title in place before comes back
// when the page goes (the router swaps pages without a load).
import { useEffect } from 'preact/hooks';
import { t } from '../i18n/index.ts';

/** Titles the document "<title> · Kingdoms" while the calling page is shown; null leaves it as it is. */
export function usePageTitle(title: string | null): void {
  useEffect(() => {
    if (title === null) return;
    const before = document.title;
    document.title = `${title} · ${t('app.name')}`;
    return () => { document.title = before; };
  }, [title]);
}
