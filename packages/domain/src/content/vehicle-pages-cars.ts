import { licenceNotes as n } from './licence-notes.ts';
import type { VehiclePage } from './vehicle-page.types.ts';

/** Minivans and full-size SUVs: car-sized vehicles for small groups. */
export const carPages: VehiclePage[] = [
  {
    id: 'minivan',
    metaDescription:
      'Rent a minivan with {seats} seats, power sliding doors and car-seat anchors. Drives like a car on a regular license; unlimited miles on daily rentals.',
    intro:
      '{seats} seats, sliding doors, a low floor and car-like driving make the minivan the easiest group vehicle to live with. Families, small staff teams and anyone collecting relatives from the airport choose it. Any driver {minAge} or older with a regular license can drive it.',
    idealFor: [
      {
        audience: 'family-vacations',
        reason: 'Car seats, strollers and suitcases for a family of up to {seats}.',
      },
      {
        audience: 'family-reunions',
        reason: 'A low step-in height and sliding doors for grandparents and toddlers alike.',
      },
      {
        audience: 'summer-camps',
        reason: 'Nurse runs, staff errands and airport pickups for a few campers at a time.',
      },
      {
        audience: 'churches-ministries',
        reason: 'Sunday pickups for seniors who find a van step too high.',
      },
    ],
    specs: {
      seating:
        'Driver and front passenger, two second-row captain’s chairs with a walkway between them, and a three-seat third row.',
      luggage:
        'A deep well behind the third row holds about {luggage} full-size suitcases with every seat taken. Fold the third row into the floor and it takes far more.',
      dimensions: { lengthIn: 204, widthIn: 80, heightIn: 70 },
      dimensionsNote:
        'Typical for a Chrysler Pacifica or Toyota Sienna; width without mirrors. It fits any parking garage and a standard parking space.',
      gvwr: 'about 6,000 lb',
      models: ['Chrysler Pacifica', 'Toyota Sienna', 'Honda Odyssey', 'Kia Carnival'],
      fuel: 'Gasoline; some units are gasoline-electric hybrids that never need plugging in',
      transmission: 'Automatic',
    },
    licence: {
      summary: 'No CDL: a regular driver’s license is all you need.',
      details: [
        n.licenseHeld,
        'Visitors from abroad can drive it on their home license; bring an International Driving Permit as well if that license is not in English.',
      ],
    },
    features: [
      'Power sliding side doors',
      'LATCH anchors for child seats in the second and third rows',
      'Rear climate controls',
      'Apple CarPlay and Android Auto',
      'Backup camera and blind-spot monitoring (most units)',
      'Fold-flat third row',
    ],
    image: {
      key: 'vehicle-minivan',
      alt: 'A silver minivan with its sliding door open and a child seat fitted in the second row.',
    },
    faqs: [
      {
        question: 'Can I fit car seats?',
        answer:
          'Yes. The second-row captain’s chairs and at least one third-row seat have LATCH anchors; the exact positions vary by model. Bring your own car seat: most US airlines check car seats free of charge.',
      },
      {
        question: 'Minivan or SUV?',
        answer:
          'A minivan is easier to get in and out of, carries more behind the third row and uses less fuel. A full-size [SUV](/suvs) seats {seats:suvs}, has four-wheel drive for snow and gravel, and can tow with approval.',
      },
      {
        question: 'Is there a mileage limit?',
        answer:
          'No. Daily and weekly rentals include unlimited miles. Monthly rentals include {monthlyMiles} miles a month.',
      },
      {
        question: 'Can I drive it into Canada?',
        answer:
          'Yes, with our written approval when you book; bring passports and the rental agreement. Driving into Mexico is not permitted.',
      },
      {
        question: 'Will my own insurance or credit card cover it?',
        answer:
          'Usually yes for a minivan: most personal auto policies extend to a rented car of this kind, and many credit-card benefits cover minivans. Check both before you travel, or add our damage waiver at pickup.',
      },
    ],
    keywords: [
      'minivan rental',
      '7 passenger minivan rental',
      'family van rental',
      'minivan rental near airport',
    ],
  },
  {
    id: 'suvs',
    metaDescription:
      'Rent a full-size SUV with {seats} seats, four-wheel drive and real luggage room. Regular license, unlimited miles on daily rentals, towing with approval.',
    intro:
      'A full-size SUV seats {seats} in three rows, with four-wheel drive, real luggage room and the capacity to tow. It suits executives and VIP guests, ski trips, and families heading somewhere with snow or gravel roads.',
    idealFor: [
      {
        audience: 'businesses-corporations',
        reason: 'Executives and clients who expect a quiet, comfortable ride.',
      },
      { audience: 'sports-hospitality', reason: 'VIP guest transfers between hotel, venue and dinner.' },
      {
        audience: 'film-production',
        reason: 'Producers and location scouts on back roads, with four-wheel drive.',
      },
      { audience: 'clubs-youth-orgs', reason: 'Ski and snowboard club trips into the mountains.' },
      {
        audience: 'family-vacations',
        reason: 'Eight seats and four-wheel drive for a cabin, a ski week or a national park.',
      },
    ],
    specs: {
      seating: 'Driver and front passenger, a three-seat second-row bench and a three-seat third row.',
      luggage:
        'About {luggage} full-size suitcases behind the third row with every seat taken; fold the third row for far more.',
      dimensions: { lengthIn: 226, widthIn: 81, heightIn: 76 },
      dimensionsNote:
        'Typical for a Chevrolet Suburban or Ford Expedition MAX; width without mirrors. At about 6 ft 4 in it clears most parking garages.',
      gvwr: 'about 7,300–7,700 lb',
      models: ['Chevrolet Suburban', 'GMC Yukon XL', 'Ford Expedition MAX', 'Chevrolet Tahoe'],
      fuel: 'Gasoline (regular unleaded)',
      transmission: 'Automatic, four-wheel drive',
    },
    licence: {
      summary: 'No CDL: a regular driver’s license is all you need.',
      details: [
        n.licenseHeld,
        'Visitors from abroad can drive it on their home license; bring an International Driving Permit as well if that license is not in English.',
      ],
    },
    features: [
      'Four-wheel drive',
      'Tow hitch with 7-pin connector and trailer brake controller (most units)',
      'Three-zone climate control',
      'Power liftgate',
      'Apple CarPlay and Android Auto',
      'Blind-spot monitoring and backup camera',
    ],
    image: {
      key: 'vehicle-suvs',
      alt: 'A black full-size SUV parked outside a mountain lodge, liftgate open with luggage inside.',
    },
    faqs: [
      {
        question: 'Are all your SUVs four-wheel drive?',
        answer:
          'Yes, every full-size SUV in this class has four-wheel drive. It helps on snow and gravel, but it does not help you stop: slow down in winter conditions.',
      },
      {
        question: 'Can I tow a trailer?',
        answer:
          'Only with approval when you book. The trailer and its load must stay within the tow rating in the owner’s manual and on the door sticker; you supply the trailer, safety chains and any wiring adapter.',
      },
      {
        question: 'Can we carry skis or a cargo box on the roof?',
        answer:
          'No roof loads: no roof boxes, racks or straps to the roof rails. Skis and boards ride inside with the third row folded.',
      },
      {
        question: 'Is it ready for mountain driving in winter?',
        answer:
          'Four-wheel drive with all-season (M+S) tires in good tread meets the passenger-vehicle traction laws some states enforce, such as Colorado’s on I-70. Tire chains are not allowed on our vehicles: if a chain law closes a road, wait or take another route.',
      },
      {
        question: 'Is there a mileage limit?',
        answer:
          'No. Daily and weekly rentals include unlimited miles. Monthly rentals include {monthlyMiles} miles a month.',
      },
    ],
    keywords: [
      'full size SUV rental',
      '8 passenger SUV rental',
      'Suburban rental',
      '4x4 SUV rental',
      'executive SUV rental',
    ],
  },
];
