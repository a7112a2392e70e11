import type { RouteTexts, RouteTextsOf } from './route-texts.types.ts';

const texts: Readonly<Record<string, RouteTexts>> = {
  '/availability': {
    title: 'Available vehicles',
    heading: 'Available vehicles',
    description: 'Vehicles available for your dates, with the full price.',
  },
  '/confirm': {
    title: 'Confirm your reservation',
    heading: 'Confirm your reservation',
    description: 'Your details and the price, before you book.',
  },
  '/success': {
    title: 'Reservation confirmed',
    heading: 'Your reservation is confirmed',
    description: 'Your confirmation code and what happens next.',
  },
  '/manage': {
    heading: 'Manage your booking',
    description: 'Look up a booking by its code and e-mail, and cancel it.',
  },
  '/organisation': {
    title: 'Your organization account',
    heading: 'Your organization account',
    description: 'Your organization’s invoice terms, tax exemption, bookings and invoices.',
  },
  '/driver': {
    title: 'Before you pick up',
    heading: 'Before you pick up',
    description: 'Confirm your details, add your license, and sign before you reach the counter.',
  },
  '/review': {
    title: 'Rate your trip',
    heading: 'How was your trip?',
    description: 'Rate your rental and tell us how it went.',
  },
  '/unsubscribe': {
    title: 'Unsubscribe',
    heading: 'Stop booking reminders',
    description: 'Stop the e-mails that remind you of a booking you did not finish.',
  },
  '/pay': {
    title: 'Pay your share',
    heading: 'Pay your share',
    description: 'Pay your share of a group trip by card, from the link the organizer’s booking sent you.',
  },
};

/** The booking flow’s pages after the search, the manage, organisation and driver pages. */
export const flowTexts: RouteTextsOf = (route) => texts[route.basePath];
