// The widget's page, the one embed.js puts in each iframe (and what /embed/<tableId> shows).
// Storage is settled first: the site's modules read what they remember as they load, and a
// static import of them would run them before the fallback could be installed.
import './storage-fallback.ts';

void import('./start.tsx');
