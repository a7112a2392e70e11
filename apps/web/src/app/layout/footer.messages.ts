import { defineMessages } from '../../lib/messages';

/** The site's footer: a chunk of its own, so its words are not in every page's first scripts (decision 009). */
export default defineMessages({
  footerNavigation: { en: 'Footer', es: 'Pie de página' },
  socialMedia: { en: 'Social media', es: 'Redes sociales' },
  allRightsReserved: { en: 'All rights reserved.', es: 'Todos los derechos reservados.' },
  operatedBy: { en: '{brand} is operated by {owner}', es: '{brand} es operado por {owner}' },
  rent: { en: 'Rent', es: 'Alquilar' },
  startReservation: { en: 'Start a reservation', es: 'Comenzar una reserva' },
  locations: { en: 'Locations', es: 'Sucursales' },
  groupQuote: { en: 'Request a group quote', es: 'Solicitar una cotización para grupos' },
  manageBooking: { en: 'Manage your booking', es: 'Administrar su reserva' },
  organizationAccounts: { en: 'Organization accounts', es: 'Cuentas para organizaciones' },
  longTermLeasing: { en: 'Long-term leasing', es: 'Arrendamiento a largo plazo' },
  fleet: { en: 'Fleet', es: 'Flota' },
  passengerVans15: { en: '15 passenger vans', es: 'Vans de 15 pasajeros' },
  passengerBuses25: { en: '25 passenger buses', es: 'Autobuses de 25 pasajeros' },
  passengerBuses44: { en: '44 passenger buses', es: 'Autobuses de 44 pasajeros' },
  cargoVansBoxTrucks: { en: 'Cargo vans & box trucks', es: 'Vans de carga y camiones de caja' },
  vehiclesForSale: { en: 'Vehicles for sale', es: 'Vehículos en venta' },
  company: { en: 'Company', es: 'Empresa' },
  whyBrand: { en: 'Why {brand}', es: 'Por qué {brand}' },
  rentalGuidelines: { en: 'Rental guidelines', es: 'Guía de alquiler' },
  terms: { en: 'Terms and conditions', es: 'Términos y condiciones' },
  contactUs: { en: 'Contact us', es: 'Contáctenos' },
});
