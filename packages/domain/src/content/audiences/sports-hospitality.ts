import type { AudiencePage } from '../audience-page.types.ts';

/** Audience page content: /sports-hospitality (audience-pages-sports group). */
export const page: AudiencePage = {
  slug: 'sports-hospitality',
  metaDescription:
    'Vehicles for sports hospitality programs: VIP transfers, hotel-to-venue shuttles and staff and supply vans for championships, bowl games and race weekends.',
  intro:
    'Hospitality programs at championships, bowl games, golf tournaments and race weekends live or die on transport: guests expect to leave the hotel on time, be dropped near the gate and be collected after the final whistle. We supply the vehicles; you supply the schedule and the drivers.',
  needs: [
    {
      title: 'Guest transfers',
      text: 'Hotel to venue, venue to dinner and back, for groups from a handful of VIPs to several dozen guests.',
    },
    {
      title: 'Supply and staff runs',
      text: 'Tent furnishings, catering supplies, merchandise and credentials, plus staff who arrive hours before the guests.',
    },
    {
      title: 'Vehicles held early',
      text: 'Major events book out a region’s large vehicles months ahead; holding vehicles early matters more than anything else.',
    },
    {
      title: 'Venue logistics',
      text: 'Bus parking passes, drop-off zones and height limits are set by the venue and the police, and they change on event days.',
    },
  ],
  recommendedVehicles: [
    { id: 'suvs', reason: 'VIP transfers: quiet, comfortable and four-wheel drive.' },
    { id: '9-passenger-conversion-van', reason: 'Small VIP groups in captain’s chairs.' },
    { id: '15-passenger-comfort-bus', reason: 'Guest shuttles with a walk-in door, and no CDL.' },
    { id: '33-passenger-bus', reason: 'Large group loops with your CDL drivers.' },
    { id: 'cargo-van-box-truck', reason: 'Hospitality supplies, furnishings and merchandise.' },
  ],
  tips: [
    {
      title: 'Hold vehicles as soon as dates are known',
      text: 'Book early and change it as the program firms up. {freeCancellation}',
    },
    {
      title: 'Get venue credentials early',
      text: 'Ask the event for vehicle parking passes and the approved drop-off route; vehicles without them are turned away from the best lots.',
    },
    {
      title: 'Paid packages change the rules',
      text: 'If transport is part of a package your guests paid for, that is generally for-hire carriage. Use a licensed carrier, or drivers working under your own operating authority.',
    },
    {
      title: 'Brand the experience, not the paint',
      text: 'Magnetic signs and removable window clings are fine; wraps and adhesive decals need our written approval.',
    },
  ],
  faqs: [
    {
      question: 'Do you provide drivers?',
      answer:
        'No, our rentals are self-drive. Hospitality programs usually use their own staff for vans and the comfort bus, and CDL drivers from a staffing agency for larger buses.',
    },
    {
      question: 'Can we hold vehicles for the whole event week?',
      answer: 'Yes. From 7 full days the weekly rate applies. {freeCancellation}',
    },
    {
      question: 'Can we put event branding on the vehicles?',
      answer:
        'Yes, if it comes off cleanly: magnetic signs on flat panels and removable clings on windows (never the windshield or front side windows). Remove them before return.',
    },
    {
      question: 'Our guests paid for a package that includes transport. Can our staff drive them?',
      answer:
        'Carrying passengers as part of a paid package is generally for-hire transportation, which needs operating authority and commercial insurance well beyond a normal rental’s. We rent to licensed operators under a commercial agreement; see [shuttle transportation](/shuttle-transportation).',
    },
  ],
  quotePrompt: {
    intro: 'For an event quote, tell us:',
    items: [
      'The event, its dates and the venue',
      'Guest numbers per transfer, and the VIPs',
      'Hotels and other stops on the schedule',
      'Staff and supply runs before and after the event',
      'Who will drive, and under whose operating authority if guests paid for transport',
    ],
  },
  image: {
    key: 'audience-sports-hospitality',
    alt: 'Guests in team colors stepping off a mini coach at a stadium hospitality entrance.',
  },
};
