import * as n from '../licence-notes.ts';
import type { VehiclePage } from '../vehicle-page.types.ts';

/** Vehicle page content: /minivan (vehicle-pages-cars group). */
export const page: VehiclePage = {
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
    summary: n.noCdl,
    details: [n.licenseHeld, n.visitorsFromAbroad],
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
};
