// Where the simulator's players live: cities with their share of all players and their offset
// from UTC (for the evening peak). Shares are a model, weighted towards where online board games
// are played; docs/matchmaking.md gives them by area.
import type { Place } from '../party/matchmaker/latency.ts';

export interface City extends Place { name: string; share: number; utcOffset: number }

export const CITIES: City[] = [
  // North America (28%)
  { name: 'New York', lat: 40.7, lon: -74.0, share: 0.07, utcOffset: -5 },
  { name: 'Toronto', lat: 43.7, lon: -79.4, share: 0.03, utcOffset: -5 },
  { name: 'Chicago', lat: 41.9, lon: -87.6, share: 0.04, utcOffset: -6 },
  { name: 'Dallas', lat: 32.8, lon: -96.8, share: 0.03, utcOffset: -6 },
  { name: 'Denver', lat: 39.7, lon: -105.0, share: 0.02, utcOffset: -7 },
  { name: 'Los Angeles', lat: 34.1, lon: -118.2, share: 0.05, utcOffset: -8 },
  { name: 'Seattle', lat: 47.6, lon: -122.3, share: 0.03, utcOffset: -8 },
  { name: 'Mexico City', lat: 19.4, lon: -99.1, share: 0.01, utcOffset: -6 },
  // South America (7%)
  { name: 'São Paulo', lat: -23.5, lon: -46.6, share: 0.04, utcOffset: -3 },
  { name: 'Buenos Aires', lat: -34.6, lon: -58.4, share: 0.02, utcOffset: -3 },
  { name: 'Bogotá', lat: 4.7, lon: -74.1, share: 0.01, utcOffset: -5 },
  // Europe (33%)
  { name: 'London', lat: 51.5, lon: -0.1, share: 0.06, utcOffset: 0 },
  { name: 'Paris', lat: 48.9, lon: 2.35, share: 0.04, utcOffset: 1 },
  { name: 'Madrid', lat: 40.4, lon: -3.7, share: 0.03, utcOffset: 1 },
  { name: 'Berlin', lat: 52.5, lon: 13.4, share: 0.06, utcOffset: 1 },
  { name: 'Amsterdam', lat: 52.4, lon: 4.9, share: 0.03, utcOffset: 1 },
  { name: 'Stockholm', lat: 59.3, lon: 18.1, share: 0.02, utcOffset: 1 },
  { name: 'Warsaw', lat: 52.2, lon: 21.0, share: 0.04, utcOffset: 1 },
  { name: 'Rome', lat: 41.9, lon: 12.5, share: 0.02, utcOffset: 1 },
  { name: 'Istanbul', lat: 41.0, lon: 29.0, share: 0.01, utcOffset: 3 },
  { name: 'Moscow', lat: 55.8, lon: 37.6, share: 0.02, utcOffset: 3 },
  // Middle East and South Asia (6%)
  { name: 'Dubai', lat: 25.2, lon: 55.3, share: 0.01, utcOffset: 4 },
  { name: 'Tel Aviv', lat: 32.1, lon: 34.8, share: 0.01, utcOffset: 2 },
  { name: 'Mumbai', lat: 19.1, lon: 72.9, share: 0.02, utcOffset: 5.5 },
  { name: 'Bangalore', lat: 12.97, lon: 77.6, share: 0.02, utcOffset: 5.5 },
  // East and South-East Asia (17%)
  { name: 'Tokyo', lat: 35.7, lon: 139.7, share: 0.05, utcOffset: 9 },
  { name: 'Osaka', lat: 34.7, lon: 135.5, share: 0.01, utcOffset: 9 },
  { name: 'Seoul', lat: 37.6, lon: 127.0, share: 0.03, utcOffset: 9 },
  { name: 'Taipei', lat: 25.0, lon: 121.5, share: 0.02, utcOffset: 8 },
  { name: 'Hong Kong', lat: 22.3, lon: 114.2, share: 0.02, utcOffset: 8 },
  { name: 'Singapore', lat: 1.35, lon: 103.8, share: 0.02, utcOffset: 8 },
  { name: 'Manila', lat: 14.6, lon: 121.0, share: 0.01, utcOffset: 8 },
  { name: 'Jakarta', lat: -6.2, lon: 106.8, share: 0.01, utcOffset: 7 },
  // Oceania (5%)
  { name: 'Sydney', lat: -33.9, lon: 151.2, share: 0.025, utcOffset: 10 },
  { name: 'Melbourne', lat: -37.8, lon: 145.0, share: 0.015, utcOffset: 10 },
  { name: 'Auckland', lat: -36.8, lon: 174.8, share: 0.01, utcOffset: 12 },
  // Africa (4%)
  { name: 'Johannesburg', lat: -26.2, lon: 28.0, share: 0.015, utcOffset: 2 },
  { name: 'Cape Town', lat: -33.9, lon: 18.4, share: 0.005, utcOffset: 2 },
  { name: 'Lagos', lat: 6.5, lon: 3.4, share: 0.01, utcOffset: 1 },
  { name: 'Nairobi', lat: -1.3, lon: 36.8, share: 0.005, utcOffset: 3 },
  { name: 'Cairo', lat: 30.0, lon: 31.2, share: 0.005, utcOffset: 2 },
];
