import type { Point } from './content.types.ts';

/** /contact: the copy around the locations list (locations.ts) and the contact form. */
export const contact = {
  intro:
    'Talk to the people at the location you will rent from, or write to us. For a price on a group trip, the [quote request](/quote) is the fastest way.',
  responseTimes: [
    { title: 'Phone', text: 'Answered at each location during its opening hours, listed below.' },
    { title: 'E-mail and this form', text: 'Answered within one business day, usually sooner.' },
    { title: 'Quote requests', text: 'A written quote within one business day.' },
    {
      title: 'On the road',
      text: 'Roadside assistance answers 24/7 at the number on your rental agreement and key tag.',
    },
  ] satisfies Point[],
  manageBooking: 'Have a booking? [Look it up or cancel it](/manage) with its code and your e-mail.',
  formHeading: 'Send us a message',
  formIntro:
    'Tell us what you need and the best way to reach you; for bookings, include your confirmation code.',
  headOffice: '{owner}, {street}, {city}, {region} {postalCode}. Phone {phone}, e-mail {email}.',
};
