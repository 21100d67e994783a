// Imported first by the widget's page. Inside another site's frame, a browser that blocks
// third-party cookies (Chromium's incognito default, and what the browser tests run) also denies
// the frame its localStorage, yet still grants it partitioned cookies (CHIPS): storage keyed by
// the top-level site, as the seat token should be. There, and only there, the widget keeps what
// it stores (seat tokens, its table, name, language) in such cookies, so a reload of the host
// page still finds the seat. They go only to this server, which ignores them.

const YEAR = 365 * 24 * 3600;

function localStorageDenied(): boolean {
  try {
    localStorage.getItem('kingdoms.probe');
    return false;
  } catch {
    return true;
  }
}

function cookies(): Map<string, string> {
  const found = new Map<string, string>();
  for (const part of document.cookie.split('; ')) {
    const at = part.indexOf('=');
    if (at > 0) found.set(decodeURIComponent(part.slice(0, at)), decodeURIComponent(part.slice(at + 1)));
  }
  return found;
}

function write(key: string, value: string, maxAge: number): void {
  document.cookie = `${encodeURIComponent(key)}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAge}; SameSite=None; Secure; Partitioned`;
}

/** The part of the Storage interface the site uses (web/net/storage.ts), kept in partitioned cookies. */
const partitionedCookieStorage = {
  getItem: (key: string): string | null => cookies().get(key) ?? null,
  setItem: (key: string, value: string): void => write(key, String(value), YEAR),
  removeItem: (key: string): void => write(key, '', 0),
};

if (localStorageDenied()) {
  Object.defineProperty(window, 'localStorage', { configurable: true, value: partitionedCookieStorage });
}
