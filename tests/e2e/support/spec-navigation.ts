import { brand } from '@convoy/domain/content/brand';

/**
 * SPEC §2 "Top navigation", transcribed by hand so that a drift in
 * packages/domain/src/content/navigation.ts fails the browser tests too.
 * `null` label: SPEC's "Direct links", which have no heading.
 */
export const specTopItems = [
  'Who We Serve',
  'Our Fleet',
  `Why ${brand.name}`,
  'Long Term Leasing',
  'Fleet Sales',
  'Rental Guidelines',
  'Contact',
];

export const specMenus: Record<string, [string | null, string[]][]> = {
  'Who We Serve': [
    ['Education & Youth', ['Schools & Colleges', 'Summer Camps', 'Recreation Clubs']],
    ['Sports & Recreation', ['Teams', 'Sports Hospitality']],
    ['Organizations & Groups', ['Churches', 'Corporate', 'Government', 'Construction', 'Equipment Rental']],
    ['Specialty', ['Film Production', 'Limousine', 'Shuttle Transportation']],
    ['Personal', ['Vacations', 'Family Reunions', 'Weddings']],
    ['Travel & Tourism', ['Destination Management', 'Wine Tours']],
  ],
  'Our Fleet': [
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
    ['Vans', ['12 Passenger Van', '15 Passenger Van', '9 Passenger Conversion Van', 'Minivan', 'Cargo Vans']],
    [null, ['Cars', 'SUVs', 'Trucks', 'Cargo Vans/Box Trucks', 'Flatbed Truck']],
  ],
};
