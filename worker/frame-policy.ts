// Who may put our pages in a frame. The embed widget's pages may be framed by the sites listed in
// EMBED_ALLOWED_ORIGINS (any site by default); every other page only by our own. Pure, so the
// parsing of the setting is tested in Node.

/** The CSP frame-ancestors sources for the widget's pages, from the EMBED_ALLOWED_ORIGINS setting. */
export function embedAncestors(setting: string | undefined): { sources: string; ignored: string[] } {
  const entries = (setting ?? '*').split(/[\s,]+/).filter(Boolean);
  if (entries.length === 0 || entries.includes('*')) return { sources: '*', ignored: [] };
  const sources = new Set(["'self'"]);
  const ignored: string[] = [];
  for (const entry of entries) {
    if (entry === 'self' || entry === "'self'") continue;
    // An origin, optionally with a wildcard for subdomains: https://example.com, https://*.example.org:8443
    if (/^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i.test(entry)) sources.add(entry.toLowerCase());
    else ignored.push(entry);
  }
  return { sources: [...sources].join(' '), ignored };
}

/** Headers for the widget's pages: framable by the allowed sites, cached briefly. */
export function widgetPageHeaders(setting: string | undefined): Record<string, string> {
  return {
    'content-security-policy': `frame-ancestors ${embedAncestors(setting).sources}`,
    'cache-control': 'public, max-age=300',
  };
}

/** Headers for every other page (lobby, table, the example): never inside another site's frame. */
export const SITE_PAGE_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "frame-ancestors 'self'",
  'x-frame-options': 'SAMEORIGIN',
};

/** embed.js has a fixed address, so it is cached for an hour and then revalidated. */
export const LOADER_HEADERS: Readonly<Record<string, string>> = {
  'cache-control': 'public, max-age=3600, stale-while-revalidate=86400',
  'access-control-allow-origin': '*',
};

/** The site's icon, also answered at /favicon.ico: a fixed address, so cached for a day. */
export const ICON_HEADERS: Readonly<Record<string, string>> = {
  'content-type': 'image/svg+xml',
  'cache-control': 'public, max-age=86400',
};
