// Where players are and how far apart: the continents Cloudflare names a request's origin by, the
// modelled round trip between them, and which are neighbours. The round trips are rounded from
// Microsoft's published "Azure network round-trip latency statistics" (monthly averages measured
// by ThousandEyes between Azure regions, learn.microsoft.com/azure/networking/azure-network-latency),
// one region standing for each continent: East US (NA), Brazil South (SA), West Europe (EU),
// South Africa North (AF), Southeast Asia (AS), Australia East (OC). See docs/matchmaking.md.

export const REGIONS = ['NA', 'SA', 'EU', 'AF', 'AS', 'OC'] as const;
export type Region = (typeof REGIONS)[number];

const RTT: Record<Region, Record<Region, number>> = {
  NA: { NA: 40, SA: 120, EU: 85, AF: 230, AS: 215, OC: 200 },
  SA: { NA: 120, SA: 30, EU: 185, AF: 340, AS: 325, OC: 310 },
  EU: { NA: 85, SA: 185, EU: 25, AF: 160, AS: 160, OC: 245 },
  AF: { NA: 230, SA: 340, EU: 160, AF: 30, AS: 190, OC: 275 },
  AS: { NA: 215, SA: 325, EU: 160, AF: 190, AS: 50, OC: 95 },
  OC: { NA: 200, SA: 310, EU: 245, AF: 275, AS: 95, OC: 30 },
};

/** A round trip between two continents is "near" under this: those are neighbours. */
export const NEIGHBOUR_RTT_MS = 165;

/** The modelled round trip (ms) between a player on `from` and a table placed on `to`. */
export function roundTrip(from: Region, to: Region): number {
  return RTT[from][to];
}

export function neighbours(a: Region, b: Region): boolean {
  return a !== b && RTT[a][b] <= NEIGHBOUR_RTT_MS;
}

/** A request's continent as a Region; anything else (local runs, Antarctica, unknown) is null. */
export function regionOf(continent: string | null | undefined): Region | null {
  return (REGIONS as readonly string[]).includes(continent ?? '') ? (continent as Region) : null;
}
