import * as n from '../licence-notes.ts';
import type { VehiclePage } from '../vehicle-page.types.ts';

/** Vehicle page content: /9-passenger-conversion-van (vehicle-pages-vans group). */
export const page: VehiclePage = {
  id: '9-passenger-conversion-van',
  metaDescription:
    'Rent a 9 passenger conversion van: leather captain’s chairs, rear bench, screens and luggage room. No CDL needed, {milesPerDay} miles a day included.',
  intro:
    'A conversion van is a full-size van refitted for comfort: leather captain’s chairs, a rear bench, extra headroom, screens and power outlets. It seats {seats} including the driver and suits executive groups, wedding parties and families who want to arrive rested. Any driver {minAge} or older with a regular license can take the wheel.',
  idealFor: [
    {
      audience: 'businesses-corporations',
      reason: 'Client visits and roadshows: captain’s chairs, power outlets and room to talk on the way.',
    },
    {
      audience: 'weddings',
      reason: 'Moves the wedding party together without crumpling a dress or a suit.',
    },
    {
      audience: 'family-vacations',
      reason: 'Long road trips for two families, with screens for the kids and luggage behind the bench.',
    },
    {
      audience: 'limousine-companies',
      reason: 'An executive van for airport runs and small groups when your own fleet is booked out.',
    },
    {
      audience: 'wine-tours-sightseeing',
      reason: 'A private tasting day for up to {riders} guests and a designated driver.',
    },
  ],
  specs: {
    seating:
      'Driver and front passenger, four leather captain’s chairs in two rows, and a three-seat rear bench that folds flat on many units.',
    luggage:
      'About {luggage} full-size suitcases behind the rear bench with all {seats} seats taken; carry-ons fit between the captain’s chairs.',
    dimensions: { lengthIn: 236, widthIn: 81, heightIn: 101 },
    dimensionsNote:
      'A Ford Transit medium-roof conversion; width is the body, mirrors add about 16 in. Chevrolet Express and GMC Savana conversions are about a foot shorter.',
    gvwr: 'about 8,600–9,100 lb',
    models: [
      'Ford Transit 150 or 250 conversion (Explorer, Sherrod or similar upfitters)',
      'Chevrolet Express 2500 conversion',
      'GMC Savana 2500 conversion',
    ],
    fuel: 'Gasoline (regular unleaded)',
    transmission: 'Automatic',
  },
  licence: {
    summary: n.noCdl,
    details: [n.underThresholdPassenger, n.licenseHeld],
  },
  features: [
    'Leather captain’s chairs with armrests',
    'Rear heat and air conditioning',
    'Flat-screen display with HDMI input (most units)',
    'USB and 110-volt outlets',
    'Tinted privacy glass and LED mood lighting',
    'Backup camera and Bluetooth audio',
    'Running boards for an easy step in',
  ],
  image: {
    key: 'vehicle-9-passenger-conversion-van',
    alt: 'A dark full-size conversion van with tinted windows, side door open to show leather captain’s chairs.',
  },
  faqs: [
    {
      question: 'What is a conversion van?',
      answer:
        'A standard full-size Ford, Chevrolet or GMC van rebuilt by a specialist upfitter with premium seats, trim, lighting and entertainment. Mechanically it is the same van, so it drives, fuels and parks like one.',
    },
    {
      question: 'Can I drive it on my normal license?',
      answer:
        'Yes. It seats {seats} including the driver, far below the 16-person CDL threshold, and it weighs well under 26,001 lb. Every driver must be {minAge} or older with a license held for at least {licenseMonths} months.',
    },
    {
      question: 'Will it fit in a parking garage?',
      answer:
        'Usually not. Medium-roof conversions stand about 8 ft 5 in, taller than the 6 ft 8 in to 7 ft clearance of most downtown, hotel and airport garages, so plan on surface lots or oversize parking. Overhead damage is not covered by the damage waiver.',
    },
    {
      question: 'Is there a mileage limit?',
      answer:
        'Daily and weekly rentals of passenger vans include {milesPerDay} miles per rental day, added up over the rental; extra miles are charged at the per-mile rate on your agreement. Monthly rentals include {monthlyMiles} miles a month; see [mileage](/rental-guidelines#mileage).',
    },
    {
      question: 'Does my own auto insurance or credit card cover it?',
      answer:
        'Ask your agent whether your policy extends to a rented nine-seat van: many do. Most credit-card rental benefits exclude full-size and conversion vans, so don’t rely on the card. If you are not covered, add our damage waiver at pickup; see [insurance](/rental-guidelines#insurance).',
    },
    {
      question: 'What fuel does it take?',
      answer:
        'Regular unleaded gasoline. It leaves full and should come back full; if it doesn’t, we refuel it at the local pump price plus a service fee.',
    },
  ],
};
