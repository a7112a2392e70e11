import { describe, expect, it } from 'vitest';
import { audiences } from './audiences.ts';
import { demoOneWayClassIds, demoOneWayRoutes } from './demo-one-way.ts';
import { locationIds } from './location-ids.ts';
import { deliveryAreasFrom, locationDetails, oneWayDestinationsFrom } from './location-pages.ts';
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
      const areas = locationDetails[location.id]!.deliveryAreas;
      expect(areas.length, location.id).toBeGreaterThan(0);
      for (const { from, to } of areas.flatMap((a) => a.postalCodes)) {
        expect(from).toMatch(/^\d{5}$/);
        expect(to).toMatch(/^\d{5}$/);
        expect(from <= to, location.id).toBe(true);
        // The first three digits: the same sectional center as the city's.
        expect(from.slice(0, 3)).toBe(to.slice(0, 3));
      }
    }
    expect(locationDetails.baltimore!.deliveryAreas).toEqual([
      {
        label: 'Baltimore',
        postalCodes: [{ from: '21201', to: '21231' }],
        deliveryFeeCents: 9_500,
        collectionFeeCents: 9_500,
      },
    ]);
    expect(locationDetails.chicago!.deliveryAreas[0]!.postalCodes).toEqual([{ from: '60601', to: '60661' }]);
  });

  it("states a price book's own zones of the location only, in their order", () => {
    const zone = (id: string, locationId: string) => ({
      id,
      locationId,
      label: id,
      postalCodes: [{ from: '21201', to: '21202' }],
      deliveryFeeCents: 100,
      collectionFeeCents: 200,
      travelMinutes: 10,
    });
    expect(
      deliveryAreasFrom('baltimore', [
        zone('b', 'baltimore'),
        zone('c', 'chicago'),
        zone('a', 'baltimore'),
      ]).map((a) => a.label),
    ).toEqual(['b', 'a']);
    expect(deliveryAreasFrom('denver', [zone('b', 'baltimore')])).toEqual([]);
  });

  it('names only audiences with a page and locations that exist', () => {
    const slugs = new Set(audiences.map((a) => a.slug));
    for (const [id, details] of Object.entries(locationDetails)) {
      for (const slug of details.nearbyAudiences) expect(slugs.has(slug), `${id}: ${slug}`).toBe(true);
    }
    expect(Object.keys(locationDetails).sort()).toEqual(locationSeed.map((l) => l.id).sort());
  });
});

describe('the location ids of the route table', () => {
  it('are the locations of the seed, in its order', () => {
    expect([...locationIds]).toEqual(locationSeed.map((l) => l.id));
  });
});

describe('the one-way destinations of a location page (decision 028)', () => {
  it('are the demo routes from it: every other location, the classes allowed, the fee, nearest first', () => {
    for (const [id, details] of Object.entries(locationDetails)) {
      const routes = demoOneWayRoutes.filter((r) => r.fromLocationId === id);
      expect(details.oneWayDestinations.map((d) => d.locationId).sort(), id).toEqual(
        routes.map((r) => r.toLocationId).sort(),
      );
      for (const d of details.oneWayDestinations) {
        const route = routes.find((r) => r.toLocationId === d.locationId)!;
        expect(d.classIds).toEqual(route.classIds);
        expect(d.fromFeeCents).toBe(route.feeCents);
      }
      const fees = details.oneWayDestinations.map((d) => d.fromFeeCents);
      expect(fees).toEqual([...fees].sort((a, b) => a - b));
    }
    // Baltimore to Chicago, 700 road miles: $150 + 700 × $0.75 = $675.
    expect(locationDetails.baltimore!.oneWayDestinations.find((d) => d.locationId === 'chicago')).toEqual({
      locationId: 'chicago',
      classIds: demoOneWayClassIds,
      fromFeeCents: 67_500,
    });
  });

  it('keeps the least fee and every class when several routes lead to one place, and none without classes', () => {
    const route = { fromLocationId: 'a', label: 'x', depositCents: null, cancellation: null };
    expect(
      oneWayDestinationsFrom('a', [
        { ...route, toLocationId: 'b', classIds: ['minivan'], feeCents: 30_000 },
        { ...route, toLocationId: 'b', classIds: ['suvs'], feeCents: 20_000 },
        { ...route, toLocationId: 'c', classIds: [], feeCents: 10_000 },
        { ...route, fromLocationId: 'b', toLocationId: 'a', classIds: ['suvs'], feeCents: 1 },
      ]),
    ).toEqual([{ locationId: 'b', classIds: ['minivan', 'suvs'], fromFeeCents: 20_000 }]);
  });
});
