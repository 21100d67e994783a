// The round trip between a player and each place a table may live. Cloudflare places a Durable
// Object near a location hint; each hint stands here for one cloud region. Between cloud regions
// the figures are measured averages published for AWS ("Latency Between AWS Global Regions", as
// tabled at acomputerscientistlearnsaws.blogspot.com/2017/04/aws-regions.html); three places that
// table lacks (Johannesburg, Dubai, Mumbai) are derived from great-circle distance with the fibre
// model below. docs/matchmaking.md gives the numbers, the source and how far to trust them.

/** Cloudflare's Durable Object location hints. */
export const HINTS = ['wnam', 'enam', 'sam', 'weur', 'eeur', 'apac', 'oc', 'afr', 'me'] as const;
export type Hint = (typeof HINTS)[number];

/** Where a player is: degrees, as Cloudflare gives them on `request.cf`. */
export interface Place { lat: number; lon: number }

/** The cloud regions the model knows: measured ones, then those derived from distance. */
const ANCHORS = {
  virginia: { lat: 38.9, lon: -77.4 },
  california: { lat: 37.4, lon: -121.9 },
  oregon: { lat: 45.8, lon: -119.7 },
  ireland: { lat: 53.3, lon: -6.3 },
  frankfurt: { lat: 50.1, lon: 8.7 },
  tokyo: { lat: 35.7, lon: 139.7 },
  seoul: { lat: 37.6, lon: 127.0 },
  singapore: { lat: 1.35, lon: 103.8 },
  sydney: { lat: -33.9, lon: 151.2 },
  saopaulo: { lat: -23.5, lon: -46.6 },
  johannesburg: { lat: -26.2, lon: 28.0 },
  dubai: { lat: 25.2, lon: 55.3 },
  mumbai: { lat: 19.1, lon: 72.9 },
} satisfies Record<string, Place>;
type Anchor = keyof typeof ANCHORS;

/** The region each hint stands for (Cloudflare does not say which cities serve a hint). */
export const HINT_ANCHOR: Record<Hint, Anchor> = {
  wnam: 'california', enam: 'virginia', sam: 'saopaulo', weur: 'ireland', eeur: 'frankfurt',
  apac: 'singapore', oc: 'sydney', afr: 'johannesburg', me: 'dubai',
};

/** Measured average round trips (ms) between AWS regions, each pair once. */
const MEASURED: Partial<Record<Anchor, Partial<Record<Anchor, number>>>> = {
  virginia: { california: 73, oregon: 87, ireland: 81, frankfurt: 89, tokyo: 145, seoul: 178, singapore: 217, sydney: 230, saopaulo: 120 },
  california: { oregon: 20, ireland: 153, frankfurt: 167, tokyo: 103, seoul: 132, singapore: 174, sydney: 158, saopaulo: 193 },
  oregon: { ireland: 137, frankfurt: 160, tokyo: 89, seoul: 118, singapore: 161, sydney: 162, saopaulo: 183 },
  ireland: { frankfurt: 20, tokyo: 212, seoul: 242, singapore: 239, sydney: 310, saopaulo: 191 },
  frankfurt: { tokyo: 237, seoul: 266, singapore: 326, sydney: 324, saopaulo: 195 },
  tokyo: { seoul: 31, singapore: 74, sydney: 104, saopaulo: 257 },
  seoul: { singapore: 72, sydney: 134, saopaulo: 286 },
  singapore: { sydney: 175, saopaulo: 328 },
  sydney: { saopaulo: 323 },
};

/**
 * The fibre model for what was not measured: light in fibre covers about 200 km a millisecond, so
 * a round trip is 1 ms per 100 km of great circle at best; the measured pairs above run at a median
 * 1.8 times that (cables do not follow great circles, and routers add their share).
 */
export const ROUTE_FACTOR = 1.8;
/** What a player's own access network adds to any round trip (a typical last mile). */
export const LAST_MILE_MS = 10;

export function greatCircleKm(a: Place, b: Place): number {
  const rad = Math.PI / 180;
  const h = Math.sin(((b.lat - a.lat) * rad) / 2) ** 2
    + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lon - a.lon) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The fibre model's round trip over a great-circle distance. */
export function fibreMs(km: number): number {
  return (km / 100) * ROUTE_FACTOR;
}

function between(a: Anchor, b: Anchor): number {
  if (a === b) return 0;
  return MEASURED[a]?.[b] ?? MEASURED[b]?.[a] ?? fibreMs(greatCircleKm(ANCHORS[a], ANCHORS[b]));
}

const ANCHOR_NAMES = Object.keys(ANCHORS) as Anchor[];

/**
 * How far a player's own path is modelled by distance: beyond this, and beyond the nearest region,
 * the distance model runs well under what was measured (Europe to Tokyo: 168 ms against 237), so a
 * long haul goes by a measured path. A player far from every region (West Africa) reaches those
 * within 1.6 times the nearest one's distance.
 */
export const ACCESS_KM = 2_500;
const ACCESS_SPREAD = 1.6;

/**
 * The modelled round trip (ms, whole) from a player at `place` to a table at each hint: into the
 * cloud at a region near them (whichever gives the least total), then the measured (or derived)
 * path from there.
 */
export function roundTrips(place: Place): Record<Hint, number> {
  const all = ANCHOR_NAMES.map((a) => ({ a, km: greatCircleKm(place, ANCHORS[a]) }));
  const nearest = Math.min(...all.map((x) => x.km));
  const access = all.filter((x) => x.km <= Math.max(ACCESS_KM, nearest * ACCESS_SPREAD)).map(({ a, km }) => ({ a, ms: fibreMs(km) }));
  const out = {} as Record<Hint, number>;
  for (const hint of HINTS) {
    const to = HINT_ANCHOR[hint];
    out[hint] = Math.round(LAST_MILE_MS + Math.min(...access.map(({ a, ms }) => ms + between(a, to))));
  }
  return out;
}

/** The modelled round trip between two hints' regions (for the docs' table). */
export function hintToHint(a: Hint, b: Hint): number {
  return Math.round(between(HINT_ANCHOR[a], HINT_ANCHOR[b]));
}

/** A continent's rough centre, for a request that names a continent but no coordinates. */
const CONTINENT_CENTRES: Record<string, Place> = {
  NA: { lat: 39, lon: -95 }, SA: { lat: -15, lon: -55 }, EU: { lat: 50, lon: 10 }, AF: { lat: 5, lon: 20 },
  AS: { lat: 30, lon: 100 }, OC: { lat: -28, lon: 140 },
};

/** The continent codes a place may be given by (Cloudflare's, as on `request.cf.continent`). */
export const CONTINENTS: readonly string[] = Object.keys(CONTINENT_CENTRES);

/**
 * Where a request comes from: Cloudflare's coordinates when given, else its continent's centre,
 * else nothing (a local run). Coordinates arrive as strings on `request.cf`.
 */
export function placeOf(lat: unknown, lon: unknown, continent: unknown): Place | null {
  const la = Number(lat);
  const lo = Number(lon);
  if (lat !== undefined && lat !== null && lat !== '' && lon !== undefined && lon !== null && lon !== ''
    && Number.isFinite(la) && Number.isFinite(lo) && Math.abs(la) <= 90 && Math.abs(lo) <= 180) return { lat: la, lon: lo };
  return typeof continent === 'string' && Object.hasOwn(CONTINENT_CENTRES, continent) ? CONTINENT_CENTRES[continent]! : null;
}
