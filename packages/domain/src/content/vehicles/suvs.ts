import * as n from '../licence-notes.ts';
import type { VehiclePage } from '../vehicle-page.types.ts';

/** Vehicle page content: /suvs (vehicle-pages-cars group). */
export const page: VehiclePage = {
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
    summary: n.noCdl,
    details: [n.licenseHeld, n.visitorsFromAbroad],
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
};
