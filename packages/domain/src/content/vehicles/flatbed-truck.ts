import * as n from '../licence-notes.ts';
import type { VehiclePage } from '../vehicle-page.types.ts';

/** Vehicle page content: /flatbed-truck (vehicle-pages-trucks group). */
export const page: VehiclePage = {
  id: 'flatbed-truck',
  metaDescription:
    'Rent a 12 ft flatbed truck for lumber, pipe, pallets and staging. Several tons of payload, no CDL needed; drivers {minAge} and older.',
  intro:
    'A 12 ft flatbed on a medium-duty chassis for loads that do not fit in a van: lumber, pipe, pallets, fencing, tents and staging. It carries several tons and needs no CDL; drivers must be {minAge} or older because a loaded medium-duty truck handles nothing like a car.',
  idealFor: [
    {
      audience: 'construction-contractors',
      reason: 'Materials to the site, loaded by forklift from the side or the back.',
    },
    {
      audience: 'equipment-rental',
      reason: 'Tents, staging, flooring and palletized equipment in peak season.',
    },
    { audience: 'film-production', reason: 'Set construction and scenery between the shop and the stage.' },
    { audience: 'government-military', reason: 'Public-works materials and storm cleanup.' },
  ],
  specs: {
    seating: 'Regular cab with a three-seat bench: the driver and two passengers.',
    luggage:
      'No enclosed space. Loads ride on a 12 ft by 8 ft deck with removable stake sides (most units), secured with straps or chains to the tie-down points.',
    dimensions: { lengthIn: 252, widthIn: 96, heightIn: 96 },
    dimensionsNote:
      'Typical for a Ford F-550 or Isuzu NPR-HD with a 12 ft deck; the deck sits about 3 ft 4 in off the ground.',
    gvwr: 'about 14,500–19,500 lb',
    models: [
      'Ford F-550 regular cab with a 12 ft flatbed or stake body',
      'Isuzu NPR-HD with a 12 ft flatbed',
    ],
    fuel: 'Diesel on most units, with diesel exhaust fluid (DEF); some units are gasoline',
    transmission: 'Automatic',
  },
  licence: {
    summary: 'No CDL: rated under 26,001 lb GVWR, so a regular driver’s license is enough.',
    details: [
      'It is rated about 14,500 to 19,500 lb GVWR and seats three, below both CDL thresholds. Trailers are not allowed on the flatbed, so the combination rules never come into play.',
      n.licenseHeld,
      n.commercialUse,
    ],
  },
  features: [
    'Payload of roughly 6,000 to 9,000 lb, depending on the unit (see the door sticker)',
    'Removable stake sides (most units)',
    'Rub rails with stake pockets and tie-down points',
    'Headache rack to protect the cab',
    'Backup camera',
  ],
  image: {
    key: 'vehicle-flatbed-truck',
    alt: 'A white medium-duty flatbed truck loaded with strapped pallets of lumber.',
  },
  faqs: [
    {
      question: 'How much can the flatbed carry?',
      answer:
        'Roughly 6,000 to 9,000 lb depending on the unit; the exact payload is on the sticker in the driver’s door jamb. Spread the load and keep heavy items low and forward of the rear axle.',
    },
    {
      question: 'Do you supply straps?',
      answer:
        'Bring your own straps, chains and tarps rated for your load. Federal cargo securement rules (49 CFR 393.110) set the minimum number of tie-downs by length and weight: for example, two for any item longer than 5 ft and up to 10 ft.',
    },
    {
      question: 'Can I carry a skid steer or other machine on it?',
      answer:
        'No. The deck is not built for self-propelled equipment: it has no ramps and no anchor points rated for machines. Palletized items loaded by forklift are what it is for.',
    },
    {
      question: 'Is there a mileage limit?',
      answer:
        'Daily and weekly rentals include {milesPerDay} miles per rental day, added up over the rental; extra miles are charged at the per-mile rate on your agreement. Monthly rentals include {monthlyMiles} miles a month.',
    },
    {
      question: 'Can I use it for my business across state lines?',
      answer:
        'Yes, with the right paperwork. A truck rated over 10,000 lb used for a business in interstate commerce is a commercial motor vehicle: the driver needs a DOT medical card and the business a USDOT number. No CDL is needed.',
    },
  ],
};
