import { describe, expect, it } from 'vitest';
import { audiences } from './audiences.ts';
import { locationIds } from './location-ids.ts';
import { locationDetails } from './location-pages.ts';
import { locationSeed } from './locations.ts';
import { findRoute } from './routes.ts';

const time = /^([01]\d|2[0-3]):[0-5]\d$/;

describe("the locations' page data (decision 029)", () => {
  it.each(locationSeed.map((l) => [l.id, l] as const))('%s has its page, coordinates and counter', (id) => {
    const details = locationDetails[id];
    expect(details, id).toBeDefined();
    expect(findRoute(`/locations/${id}`)?.indexable).toBe(true);
    expect(Math.abs(details!.geo.latitude)).toBeLessThanOrEqual(90);
    expect(Math.abs(details!.geo.longitude)).toBeLessThanOrEqual(180);
    expect(details!.counter.length).toBeGreaterThan(0);
  });

  it('dates every holiday once, each a real day, with hours that open before they close', () => {
    for (const { id, holidayHours = [] } of locationSeed) {
      const dates = holidayHours.map((h) => h.date);
      expect(new Set(dates).size, id).toBe(dates.length);
      for (const h of holidayHours) {
        expect(new Date(`${h.date}T00:00:00Z`).toISOString().slice(0, 10), id).toBe(h.date);
        if (h.hours) {
          expect(h.hours.open, id).toMatch(time);
          expect(h.hours.close, id).toMatch(time);
          expect(h.hours.open < h.hours.close, `${id} ${h.date}`).toBe(true);
        }
      }
    }
  });

  it("delivers within the location's own postal codes: five digits, the location's among them", () => {
    for (const location of locationSeed) {
      const { from, to } = locationDetails[location.id]!.deliveryArea.postalCodes;
      expect(from).toMatch(/^\d{5}$/);
      expect(to).toMatch(/^\d{5}$/);
      expect(from <= to, location.id).toBe(true);
      // The first three digits: the same sectional center as the city's.
      expect(from.slice(0, 3)).toBe(to.slice(0, 3));
    }
    expect(locationDetails.baltimore!.deliveryArea.postalCodes).toEqual({ from: '21201', to: '21231' });
    expect(locationDetails.chicago!.deliveryArea.postalCodes).toEqual({ from: '60601', to: '60661' });
  });

  it('names only audiences with a page and locations that exist, and no one-way destination yet', () => {
    const slugs = new Set(audiences.map((a) => a.slug));
    for (const [id, details] of Object.entries(locationDetails)) {
      for (const slug of details.nearbyAudiences) expect(slugs.has(slug), `${id}: ${slug}`).toBe(true);
      expect(details.oneWayDestinations, id).toEqual([]);
    }
    expect(Object.keys(locationDetails).sort()).toEqual(locationSeed.map((l) => l.id).sort());
  });
});

describe('the location ids of the route table', () => {
  it('are the locations of the seed, in its order', () => {
    expect([...locationIds]).toEqual(locationSeed.map((l) => l.id));
  });
});
