import { signal } from '@preact/signals';

export { parseRoute, tableIdFrom, tablePath, type Route } from './routes.ts';

// Three pages and no nesting: a signal on location.pathname is all the routing the app needs.
export const path = signal(location.pathname);

addEventListener('popstate', () => {
  path.value = location.pathname;
});

export function navigate(to: string): void {
  if (to === location.pathname + location.search) return;
  history.pushState(null, '', to);
  path.value = location.pathname;
  scrollTo(0, 0);
}
