import * as n from '../licence-notes.ts';
import type { VehiclePage } from '../vehicle-page.types.ts';

/** Vehicle page content: /trucks (vehicle-pages-trucks group). */
export const page: VehiclePage = {
  id: 'trucks',
  metaDescription:
    'Rent a crew-cab pickup truck with four-wheel drive and seats for {seats}. Haul tools and materials or tow with approval; regular license, unlimited miles.',
  intro:
    'A crew-cab full-size pickup: {seats} seats, a bed for tools, equipment or a load from the lumber yard, and four-wheel drive for job sites and back roads. Superintendents, film location teams, camp maintenance crews and anyone moving something bulky rent it.',
  idealFor: [
    {
      audience: 'construction-contractors',
      reason: 'A superintendent’s truck for the length of a project, on monthly rates.',
    },
    {
      audience: 'film-production',
      reason: 'Location and set-dressing runs, with four-wheel drive for unpaved locations.',
    },
    {
      audience: 'equipment-rental',
      reason: 'Small deliveries and towing a light trailer, with approval.',
    },
    {
      audience: 'government-military',
      reason: 'Parks, public-works and field crews through a busy season.',
    },
    { audience: 'summer-camps', reason: 'Maintenance, supply runs and hauling canoes to the put-in.' },
  ],
  specs: {
    seating: 'Crew cab: driver and front passenger, and a three-seat rear bench behind full-size rear doors.',
    luggage:
      'A 5 ft 6 in or 6 ft 6 in open bed. About {luggage} suitcases fit, but the bed is open to the weather: bring a tarp and tie-downs.',
    dimensions: { lengthIn: 232, widthIn: 80, heightIn: 77 },
    dimensionsNote:
      'Typical for a Ford F-150 SuperCrew with a 5.5 ft bed; width without mirrors. Units with a 6.5 ft bed are about a foot longer.',
    gvwr: 'about 6,500–7,200 lb',
    models: ['Ford F-150 SuperCrew', 'Chevrolet Silverado 1500 Crew Cab', 'Ram 1500 Crew Cab'],
    fuel: 'Gasoline (regular unleaded)',
    transmission: 'Automatic, four-wheel drive',
  },
  licence: {
    summary: n.noCdl,
    details: [
      n.licenseHeld,
      'On its own a pickup is under 10,001 lb GVWR, outside the federal commercial-vehicle rules. With a trailer the combined rating can pass 10,001 lb, and business use across state lines then brings DOT rules (medical card, USDOT number).',
    ],
  },
  features: [
    'Four-wheel drive',
    'Tow hitch with 7-pin connector and trailer brake controller (most units)',
    'Spray-in bedliner and tie-down hooks in the bed',
    'Backup camera',
    'Apple CarPlay and Android Auto',
  ],
  image: {
    key: 'vehicle-trucks',
    alt: 'A white crew-cab pickup truck on a construction site with lumber in the bed.',
  },
  faqs: [
    {
      question: 'How much can I carry in the bed?',
      answer:
        'The payload, typically 1,500 to 2,000 lb including passengers, is on the sticker in the driver’s door jamb. A pallet of bagged concrete is over that; for heavy loads book the [Flatbed Truck](/flatbed-truck).',
    },
    {
      question: 'Can I tow with it?',
      answer:
        'Yes, with approval when you book. The trailer and its load must stay within the tow rating on the door sticker, and you supply the trailer, safety chains and any wiring adapter.',
    },
    {
      question: 'Can I take it off-road?',
      answer:
        'Job-site roads, gravel and maintained dirt roads are fine. Off-road trails, beaches, fields and water crossings are not, and damage there is not covered by the damage waiver.',
    },
    {
      question: 'Is there a mileage limit?',
      answer:
        'No. Daily and weekly pickup rentals include unlimited miles. Monthly rentals include {monthlyMiles} miles a month.',
    },
  ],
};
