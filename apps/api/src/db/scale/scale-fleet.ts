import { fleetSeed, type VehicleCategory } from '@convoy/domain/content/fleet';
import { type Location, locationSeed } from '@convoy/domain/content/locations';

/**
 * The fleet of a scale seed (decision 017): how many locations and vehicles, and
 * how many years of history. `size` names the preset it came from.
 */
export interface ScalePlan {
  size: string;
  locations: number;
  units: number;
  years: number;
}

/**
 * The three sizes the scale benchmark measures: 1× a small operator at the
 * demo locations, 100× the national company (50 locations, 5,000 vehicles,
 * about 2 million reservations over 3 years), 10× between. History grows with
 * the fleet: about 400 reservations per vehicle over 3 years.
 */
export const scaleSizes: Readonly<Record<string, ScalePlan>> = {
  '1x': { size: '1x', locations: 6, units: 50, years: 3 },
  '10x': { size: '10x', locations: 15, units: 500, years: 3 },
  '100x': { size: '100x', locations: 50, units: 5_000, years: 3 },
};

/**
 * Cities the generated locations stand in, each with an airport code that
 * starts its id (unique, so every location's fleet numbers are too: BAL-101,
 * SEA-101, …) and its timezone. The demo's six come first.
 */
const cities: ReadonlyArray<readonly [code: string, city: string, region: string, zone: string]> = [
  ['sea', 'Seattle', 'WA', 'America/Los_Angeles'],
  ['pdx', 'Portland', 'OR', 'America/Los_Angeles'],
  ['sfo', 'San Francisco', 'CA', 'America/Los_Angeles'],
  ['san', 'San Diego', 'CA', 'America/Los_Angeles'],
  ['las', 'Las Vegas', 'NV', 'America/Los_Angeles'],
  ['slc', 'Salt Lake City', 'UT', 'America/Denver'],
  ['abq', 'Albuquerque', 'NM', 'America/Denver'],
  ['boi', 'Boise', 'ID', 'America/Boise'],
  ['dfw', 'Dallas', 'TX', 'America/Chicago'],
  ['hou', 'Houston', 'TX', 'America/Chicago'],
  ['aus', 'Austin', 'TX', 'America/Chicago'],
  ['sat', 'San Antonio', 'TX', 'America/Chicago'],
  ['okc', 'Oklahoma City', 'OK', 'America/Chicago'],
  ['mci', 'Kansas City', 'MO', 'America/Chicago'],
  ['stl', 'St. Louis', 'MO', 'America/Chicago'],
  ['msp', 'Minneapolis', 'MN', 'America/Chicago'],
  ['mke', 'Milwaukee', 'WI', 'America/Chicago'],
  ['oma', 'Omaha', 'NE', 'America/Chicago'],
  ['msy', 'New Orleans', 'LA', 'America/Chicago'],
  ['bna', 'Nashville', 'TN', 'America/Chicago'],
  ['mem', 'Memphis', 'TN', 'America/Chicago'],
  ['bhm', 'Birmingham', 'AL', 'America/Chicago'],
  ['ind', 'Indianapolis', 'IN', 'America/Indiana/Indianapolis'],
  ['dtw', 'Detroit', 'MI', 'America/Detroit'],
  ['cle', 'Cleveland', 'OH', 'America/New_York'],
  ['cmh', 'Columbus', 'OH', 'America/New_York'],
  ['pit', 'Pittsburgh', 'PA', 'America/New_York'],
  ['phl', 'Philadelphia', 'PA', 'America/New_York'],
  ['ewr', 'Newark', 'NJ', 'America/New_York'],
  ['jfk', 'New York', 'NY', 'America/New_York'],
  ['bos', 'Boston', 'MA', 'America/New_York'],
  ['bdl', 'Hartford', 'CT', 'America/New_York'],
  ['iad', 'Washington Dulles', 'VA', 'America/New_York'],
  ['ric', 'Richmond', 'VA', 'America/New_York'],
  ['clt', 'Charlotte', 'NC', 'America/New_York'],
  ['rdu', 'Raleigh', 'NC', 'America/New_York'],
  ['cae', 'Columbia', 'SC', 'America/New_York'],
  ['jax', 'Jacksonville', 'FL', 'America/New_York'],
  ['mco', 'Orlando', 'FL', 'America/New_York'],
  ['tpa', 'Tampa', 'FL', 'America/New_York'],
  ['mia', 'Miami', 'FL', 'America/New_York'],
  ['sdf', 'Louisville', 'KY', 'America/Kentucky/Louisville'],
  ['buf', 'Buffalo', 'NY', 'America/New_York'],
  ['anc', 'Anchorage', 'AK', 'America/Anchorage'],
];

/** Most locations a plan can have: the demo's and the cities above. */
export const maxScaleLocations = locationSeed.length + cities.length;

/** The plan's locations: the demo's six first, then generated ones with the demo's opening hours. */
export function scaleLocations(count: number): Location[] {
  if (count < 1 || count > maxScaleLocations) {
    throw new RangeError(`locations must be between 1 and ${maxScaleLocations}`);
  }
  const [template] = locationSeed;
  if (!template) throw new Error('the demo has no location');
  const generated = cities.map(([code, city, region, zone], i): Location => {
    const id = `${code}-${city.toLowerCase().replace(/[^a-z]+/g, '-')}`;
    return {
      id,
      name: `${city} ${code.toUpperCase()}`,
      address: {
        street: `${100 + i * 17} Fleet Way`,
        city,
        region,
        postalCode: String(10_000 + i * 1_733).padStart(5, '0'),
        country: 'US',
      },
      timezone: zone,
      phone: `+1 (555) 555-${String(1_000 + i).slice(-4)}`,
      openingHours: template.openingHours,
    };
  });
  return [...locationSeed, ...generated].slice(0, count);
}

/** How much of a location's fleet each kind of vehicle is: vans lead, big buses are few. */
const categoryWeight: Record<VehicleCategory, number> = {
  van: 4,
  minivan: 3,
  suv: 3,
  bus: 1,
  truck: 1.5,
  flatbed: 0.5,
  cargo: 1.5,
};

export interface ScaleCount {
  locationId: string;
  classId: string;
  count: number;
}

/**
 * `units` vehicles spread over the locations (as evenly as whole numbers allow)
 * and, at each, over the classes by weight (largest remainder, so the counts
 * add up exactly). A class may have none at a small location.
 */
export function scaleCounts(locations: readonly Location[], units: number): ScaleCount[] {
  const weights = fleetSeed.map((v) => categoryWeight[v.category]);
  const totalWeight = weights.reduce((s, w) => s + w, 0);
  return locations.flatMap((location, li) => {
    const atLocation = Math.floor(units / locations.length) + (li < units % locations.length ? 1 : 0);
    const exact = weights.map((w) => (atLocation * w) / totalWeight);
    const counts = exact.map(Math.floor);
    let left = atLocation - counts.reduce((s, c) => s + c, 0);
    const byRemainder = exact.map((e, i) => ({ i, r: e - Math.floor(e) })).sort((a, b) => b.r - a.r);
    for (const { i } of byRemainder) {
      if (left-- <= 0) break;
      counts[i] = (counts[i] ?? 0) + 1;
    }
    return fleetSeed.map((v, ci) => ({ locationId: location.id, classId: v.id, count: counts[ci] ?? 0 }));
  });
}
