import { brand } from '../brand.ts';
import type { RouteTexts, RouteTextsOf } from './route-texts.types.ts';

const texts: Readonly<Record<string, RouteTexts>> = {
  '/': {
    title: `${brand.name} | Group Van, Bus & Truck Rentals`,
    heading: 'Rent vans, buses and trucks for your group',
    description: `Reserve 9 to 44 passenger vans and buses, cargo vans, box trucks and SUVs online with ${brand.name}. Clear prices, group-friendly service, several vehicles in one booking.`,
  },
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
  '/quote': {
    title: 'Request a group quote',
    heading: 'Request a group quote',
    description: `Tell us about your trip and ${brand.name} sends a written quote for the vehicles your group needs, usually within one business day.`,
  },
};

/** The booking flow's pages, the quote, the manage, organisation and driver pages. */
export const flowTexts: RouteTextsOf = (route) => texts[route.path];
