import { describe, expect, it } from 'vitest';
import { ourFleet, topNavigation, whoWeServe } from './navigation.ts';
import { findRoute } from './routes.ts';

describe('top navigation (SPEC §2)', () => {
  it('lists the top items in the SPEC order', () => {
    expect(topNavigation.map((i) => i.label)).toEqual([
      'Who We Serve',
      'Our Fleet',
      'Why Convoy',
      'Long Term Leasing',
      'Fleet Sales',
      'Rental Guidelines',
      'Contact',
    ]);
  });

  it('groups Who We Serve as SPEC §2 does', () => {
    expect(whoWeServe.map((g) => [g.label, g.links.map((l) => l.label)])).toEqual([
      ['Education & Youth', ['Schools & Colleges', 'Summer Camps', 'Recreation Clubs']],
      ['Sports & Recreation', ['Teams', 'Sports Hospitality']],
      ['Organizations & Groups', ['Churches', 'Corporate', 'Government', 'Construction', 'Equipment Rental']],
      ['Specialty', ['Film Production', 'Limousine', 'Shuttle Transportation']],
      ['Personal', ['Vacations', 'Family Reunions', 'Weddings']],
      ['Travel & Tourism', ['Destination Management', 'Wine Tours']],
    ]);
  });

  it('groups Our Fleet as SPEC §2 does, Cars without a target', () => {
    expect(ourFleet.map((g) => [g.label, g.links.map((l) => l.label)])).toEqual([
      [
        'Buses',
        [
          '15 Passenger Activity Bus',
          '15 Passenger Comfort Bus',
          '25 Passenger Bus',
          '33 Passenger Bus',
          '44 Passenger Bus',
        ],
      ],
      [
        'Vans',
        ['12 Passenger Van', '15 Passenger Van', '9 Passenger Conversion Van', 'Minivan', 'Cargo Vans'],
      ],
      [undefined, ['Cars', 'SUVs', 'Trucks', 'Cargo Vans/Box Trucks', 'Flatbed Truck']],
    ]);
    const cars = ourFleet.flatMap((g) => g.links).find((l) => l.label === 'Cars');
    expect(cars?.to).toBeNull();
  });

  it('points every entry with a target at a declared route, both Cargo Vans entries at one page', () => {
    const links = [...whoWeServe, ...ourFleet].flatMap((g) => g.links).filter((l) => l.to !== null);
    for (const l of links) expect(findRoute(l.to!), l.label).toBeDefined();
    for (const item of topNavigation)
      if (item.kind === 'link') expect(findRoute(item.to), item.label).toBeDefined();
    const cargo = links.filter((l) => l.label.startsWith('Cargo Vans')).map((l) => l.to);
    expect(cargo).toEqual(['/cargo-van-box-truck', '/cargo-van-box-truck']);
  });
});
