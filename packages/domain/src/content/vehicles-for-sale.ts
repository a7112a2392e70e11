/**
 * Demo vehicles for sale: the seed data the server loads into the database for
 * /fleet-sales. Prices are realistic late-2025 retail for ex-rental units.
 */
export interface VehicleForSaleSeed {
  id: string;
  year: number;
  make: string;
  model: string;
  trim: string;
  /** The fleet class (fleet.ts) it served in. */
  vehicleClassId: string;
  mileage: number;
  priceCents: number;
  /** Where it can be seen (locations.ts). */
  locationId: string;
  conditionNotes: string;
  features: string[];
  /** Last six characters of the VIN, enough to identify it on an inquiry. */
  vinLast6: string;
  status: 'available' | 'pending' | 'sold';
}

export const vehiclesForSaleSeed: readonly VehicleForSaleSeed[] = [
  {
    id: '2022-ford-transit-350-xlt-15-passenger',
    year: 2022,
    make: 'Ford',
    model: 'Transit 350',
    trim: 'XLT 15-Passenger, extended length, medium roof',
    vehicleClassId: '15-passenger-van',
    mileage: 48_210,
    priceCents: 4_690_000,
    locationId: 'baltimore',
    conditionNotes:
      'Clean interior with no seat tears. Light scuff on the rear step bumper. Front brake pads replaced at 45,000 miles; tires at 7/32 in.',
    features: [
      'Rear heat and A/C',
      'Backup camera',
      'Stability control',
      'Lap-and-shoulder belts in every seat',
    ],
    vinLast6: '341873',
    status: 'available',
  },
  {
    id: '2021-chevrolet-express-3500-lt-12-passenger',
    year: 2021,
    make: 'Chevrolet',
    model: 'Express 3500',
    trim: 'LT 12-Passenger',
    vehicleClassId: '12-passenger-van',
    mileage: 61_540,
    priceCents: 3_750_000,
    locationId: 'atlanta',
    conditionNotes:
      'Runs and drives well; transmission serviced at 60,000 miles. Small chip in the windshield outside the driver’s view. Third-row bench fabric shows light wear.',
    features: ['6.6 L V8', 'Rear A/C', 'Backup camera', 'Trailer hitch receiver'],
    vinLast6: '207415',
    status: 'available',
  },
  {
    id: '2021-ford-transit-150-explorer-conversion',
    year: 2021,
    make: 'Ford',
    model: 'Transit 150',
    trim: 'Explorer 9-passenger conversion, medium roof',
    vehicleClassId: '9-passenger-conversion-van',
    mileage: 39_880,
    priceCents: 5_890_000,
    locationId: 'phoenix',
    conditionNotes:
      'Leather captain’s chairs in very good condition; rear sofa power-fold works correctly. New all-season tires at 36,000 miles.',
    features: [
      'Leather captain’s chairs',
      'Power rear sofa',
      'Rear entertainment screen',
      '110-volt outlets',
    ],
    vinLast6: '693260',
    status: 'available',
  },
  {
    id: '2020-ford-e-450-25-passenger-bus',
    year: 2020,
    make: 'Ford',
    model: 'E-450 cutaway bus',
    trim: '25-passenger, Glaval body, rear luggage',
    vehicleClassId: '25-passenger-bus',
    mileage: 84_300,
    priceCents: 6_250_000,
    locationId: 'chicago',
    conditionNotes:
      'Passed annual bus inspection in September. Roof A/C recharged this summer. Some scratches on the entry-door frame.',
    features: ['Power entry door', 'Rear luggage compartment', 'Roof A/C', 'PA system'],
    vinLast6: '615927',
    status: 'available',
  },
  {
    id: '2019-freightliner-m2-44-passenger-bus',
    year: 2019,
    make: 'Freightliner',
    model: 'M2 106 bus',
    trim: '40 ft, 44-passenger, rear luggage',
    vehicleClassId: '44-passenger-bus',
    mileage: 168_400,
    priceCents: 9_450_000,
    locationId: 'denver',
    conditionNotes:
      'Cummins diesel with full dealer service history; DPF cleaned at 150,000 miles. Air brakes relined last year. Interior clean; two seat cushions recovered.',
    features: ['Cummins diesel', 'Allison automatic', 'Air brakes', 'Overhead parcel racks'],
    vinLast6: '748215',
    status: 'available',
  },
  {
    id: '2021-micro-bird-g5-activity-bus',
    year: 2021,
    make: 'Micro Bird',
    model: 'G5 activity bus (MFSAB)',
    trim: '14 passengers plus driver, Ford E-350 chassis',
    vehicleClassId: '15-passenger-activity-bus',
    mileage: 58_300,
    priceCents: 5_950_000,
    locationId: 'baltimore',
    conditionNotes:
      'Built to school-bus structural standards; no stop arm or warning lights. Seats and belts all present and tested. Minor paint fade on the roof.',
    features: ['Lap-and-shoulder belts', 'Emergency exit door', 'Heat and A/C', 'Backup camera'],
    vinLast6: '384016',
    status: 'available',
  },
  {
    id: '2022-chrysler-pacifica-touring-l',
    year: 2022,
    make: 'Chrysler',
    model: 'Pacifica',
    trim: 'Touring L',
    vehicleClassId: 'minivan',
    mileage: 52_760,
    priceCents: 2_490_000,
    locationId: 'los-angeles',
    conditionNotes:
      'One small door ding on the right slider. Interior very clean; leather in good condition.',
    features: ['Stow ’n Go seating', 'Power sliding doors', 'Apple CarPlay', 'Blind-spot monitoring'],
    vinLast6: '519864',
    status: 'pending',
  },
  {
    id: '2022-chevrolet-suburban-lt-4wd',
    year: 2022,
    make: 'Chevrolet',
    model: 'Suburban',
    trim: 'LT 4WD',
    vehicleClassId: 'suvs',
    mileage: 57_030,
    priceCents: 4_450_000,
    locationId: 'denver',
    conditionNotes:
      'Fresh oil service and new wiper blades. Light wear on the second-row bench. No accidents reported.',
    features: ['Four-wheel drive', 'Trailer package', 'Power liftgate', 'Three-zone climate'],
    vinLast6: '174233',
    status: 'available',
  },
  {
    id: '2021-ford-f-150-xlt-supercrew-4x4',
    year: 2021,
    make: 'Ford',
    model: 'F-150',
    trim: 'XLT SuperCrew 4x4, 5.5 ft bed',
    vehicleClassId: 'trucks',
    mileage: 63_900,
    priceCents: 3_490_000,
    locationId: 'phoenix',
    conditionNotes:
      'Spray-in bedliner with normal scuffs. Tires at 6/32 in. Cab interior clean; no smoking history.',
    features: ['2.7 L EcoBoost', 'Tow package with brake controller', 'Spray-in bedliner', 'Backup camera'],
    vinLast6: '520581',
    status: 'available',
  },
  {
    id: '2020-isuzu-npr-hd-16-ft-box-truck',
    year: 2020,
    make: 'Isuzu',
    model: 'NPR-HD',
    trim: '16 ft box with lift gate',
    vehicleClassId: 'cargo-van-box-truck',
    mileage: 92_450,
    priceCents: 3_950_000,
    locationId: 'atlanta',
    conditionNotes:
      'Lift gate serviced and load-tested this year. Box interior has normal scrapes; roll-up door seals replaced. Gasoline engine.',
    features: ['Hydraulic lift gate', 'E-track rails', 'Roll-up rear door', 'Non-CDL'],
    vinLast6: '802317',
    status: 'available',
  },
  {
    id: '2021-ford-f-550-xl-12-ft-flatbed',
    year: 2021,
    make: 'Ford',
    model: 'F-550',
    trim: 'XL regular cab, 12 ft flatbed, diesel',
    vehicleClassId: 'flatbed-truck',
    mileage: 71_200,
    priceCents: 5_290_000,
    locationId: 'chicago',
    conditionNotes:
      'Deck boards in good condition; stake sides included. Power Stroke diesel serviced every 7,500 miles. Headache rack has surface rust.',
    features: ['6.7 L Power Stroke diesel', 'Removable stake sides', 'Headache rack', 'Non-CDL'],
    vinLast6: '462958',
    status: 'available',
  },
];
