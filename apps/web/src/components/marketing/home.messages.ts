import { defineMessages } from '../../lib/messages';

/** The home page's marketing sections under the search form (decision 048: every message in both languages). */
export default defineMessages({
  whyBook: { en: 'Group travel without the guesswork', es: 'Viajes en grupo sin conjeturas' },
  fleet: { en: 'Our fleet', es: 'Nuestra flota' },
  fleetIntro: {
    en: 'From minivans to 44 passenger buses, plus cargo vans, box trucks, pickups and a flatbed.',
    es: 'Desde minivans hasta autobuses de 44 pasajeros, además de vans de carga, camiones de caja, camionetas pickup y un camión de plataforma.',
  },
  whoWeServe: { en: 'Who we serve', es: 'A quiénes servimos' },
  whoIntro: { en: 'Groups of every kind travel with us.', es: 'Grupos de todo tipo viajan con nosotros.' },
  trust: { en: 'A rental company you can check', es: 'Una empresa de alquiler que usted puede verificar' },
  cdlRequired: { en: 'CDL driver required', es: 'Requiere conductor con CDL' },
  regularLicense: { en: 'Regular license', es: 'Licencia regular' },
  card: { en: '{seats} seats · {license} · {minAge}+', es: '{seats} asientos · {license} · {minAge}+' },
  fromPerDay: { en: 'From {price}/day', es: 'Desde {price}/día' },
  seeDetails: { en: 'See details', es: 'Ver detalles' },
  vehicleClasses: { en: 'vehicle classes', es: 'clases de vehículos' },
  seatRange: { en: 'seats in our vans and buses', es: 'asientos en nuestras vans y autobuses' },
  groupKinds: { en: 'kinds of groups served', es: 'tipos de grupos atendidos' },
});
