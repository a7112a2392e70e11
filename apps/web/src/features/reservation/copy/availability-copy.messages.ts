import { defineMessages } from '../../../lib/messages';

/** The availability step: the trip, the vehicles, the group's suggestion and the convoy (availability-copy.ts; decision 048). */
export default defineMessages({
  searchHeading: { en: 'Your trip', es: 'Su viaje' },
  changeSearch: { en: 'Change search', es: 'Cambiar búsqueda' },
  closeSearch: { en: 'Keep this search', es: 'Mantener esta búsqueda' },
  tripSpan: { en: '{from} to {to}', es: 'Del {from} al {to}' },
  loadingForm: { en: 'Loading the search form…', es: 'Cargando el formulario de búsqueda…' },
  monthsRental: {
    en: '{months, plural, one {# month} other {# months}}, back the same day of the month',
    es: '{months, plural, one {# mes} other {# meses}}, con devolución el mismo día del mes',
  },
  driverAge: { en: 'Main driver aged {age}', es: 'Conductor principal de {age} años' },
  people: {
    en: '{n, plural, one {# person} other {# people}}',
    es: '{n, plural, one {# persona} other {# personas}}',
  },
  suitcases: {
    en: '{n, plural, one {# suitcase} other {# suitcases}}',
    es: '{n, plural, one {# maleta} other {# maletas}}',
  },
  resultsHeading: { en: 'Vehicles for your trip', es: 'Vehículos para su viaje' },
  loading: {
    en: 'Checking which vehicles are free for your dates…',
    es: 'Consultando qué vehículos están disponibles en sus fechas…',
  },
  loadFailed: { en: 'We could not check availability.', es: 'No pudimos consultar la disponibilidad.' },
  retry: { en: 'Try again', es: 'Intentar de nuevo' },
  fixSearch: {
    en: 'Use “Change search” above to fix it.',
    es: 'Use “Cambiar búsqueda” arriba para corregirla.',
  },
  count: {
    en: '{shown, plural, one {# vehicle type} other {# vehicle types}} shown, {bookable} can be booked online for your dates.',
    es: '{shown, plural, one {# tipo de vehículo mostrado} other {# tipos de vehículo mostrados}}, {bookable, plural, one {# se puede reservar} other {# se pueden reservar}} en línea para sus fechas.',
  },
  filterLabel: { en: 'Vehicle type', es: 'Tipo de vehículo' },
  sortLabel: { en: 'Sort by', es: 'Ordenar por' },
  sortPrice: { en: 'Price, lowest first', es: 'Precio, de menor a mayor' },
  sortCapacity: { en: 'Seats, most first', es: 'Asientos, de más a menos' },
  emptyHeading: {
    en: 'Nothing we can book online for this search',
    es: 'Nada que podamos reservar en línea para esta búsqueda',
  },
  emptyBody: {
    en: 'Our team can often still help: tell us about your trip and we send a written quote, usually within one business day.',
    es: 'Aun así, nuestro equipo a menudo puede ayudarle: cuéntenos sobre su viaje y le enviamos una cotización por escrito, normalmente en un día hábil.',
  },
  emptyQuote: { en: 'Request a quote for this trip', es: 'Solicitar una cotización para este viaje' },
  emptyChange: {
    en: 'Or change the dates, location or vehicle type above.',
    es: 'O cambie arriba las fechas, la sucursal o el tipo de vehículo.',
  },
  /** kept: yes when the rest of the convoy stays. */
  conflict: {
    en: 'Someone just booked the last {name} for your dates. Here are the vehicles still free for your dates.{kept, select, yes { The rest of your convoy is kept.} other {}}',
    es: 'Alguien acaba de reservar la última unidad de {name} para sus fechas. Estos son los vehículos que siguen disponibles para sus fechas.{kept, select, yes { Se mantiene el resto de su convoy.} other {}}',
  },
  seats: { en: '{n} seats', es: '{n} asientos' },
  cargoSpace: { en: 'Cargo space: about {n} suitcases', es: 'Espacio de carga: unas {n} maletas' },
  luggage: {
    en: '{n, plural, =0 {No room for suitcases} one {# suitcase} other {# suitcases}}',
    es: '{n, plural, =0 {Sin espacio para maletas} one {# maleta} other {# maletas}}',
  },
  minAge: { en: 'Drivers {n}+', es: 'Conductores de {n}+ años' },
  cdl: { en: 'CDL driver needed', es: 'Requiere conductor con CDL' },
  noCdl: { en: 'Regular driver’s license', es: 'Licencia de conducir estándar' },
  unitsLeft: {
    en: '{n, plural, one {Only # left for your dates} other {# left for your dates}}',
    es: '{n, plural, one {Solo queda # para sus fechas} other {Quedan # para sus fechas}}',
  },
  soldOut: { en: 'None left for your dates', es: 'No queda ninguno para sus fechas' },
  quantityLabel: { en: 'Number of vehicles', es: 'Cantidad de vehículos' },
  choose: { en: 'Choose {name}', es: 'Elegir {name}' },
  chooseShort: { en: 'Choose', es: 'Elegir' },
  add: { en: 'Add to convoy', es: 'Agregar al convoy' },
  inConvoy: {
    en: 'In your convoy: {n, plural, one {# vehicle} other {# vehicles}}',
    es: 'En su convoy: {n, plural, one {# vehículo} other {# vehículos}}',
  },
  convoyFull: {
    en: 'Your convoy holds as many vehicles as one booking can.',
    es: 'Su convoy ya tiene tantos vehículos como permite una reserva.',
  },
  quoteForThis: { en: 'Request a quote for this vehicle', es: 'Solicitar una cotización para este vehículo' },
  notBookable: { en: 'Not bookable online', es: 'No se puede reservar en línea' },
  suggestionHeading: {
    en: 'For your group of {people, plural, one {# person} other {# people}}',
    es: 'Para su grupo de {people, plural, one {# persona} other {# personas}}',
  },
  suggestionHeadingLuggage: {
    en: 'For your group of {people, plural, one {# person} other {# people}} with {suitcases, plural, one {# suitcase} other {# suitcases}}',
    es: 'Para su grupo de {people, plural, one {# persona} other {# personas}} con {suitcases, plural, one {# maleta} other {# maletas}}',
  },
  suggestionCapacity: { en: '({seats} seats in all)', es: '({seats} asientos en total)' },
  /** suitcases as it is, not grouped (a convoy's room can pass 999). */
  suggestionCapacityLuggage: {
    en: '({seats} seats, room for {suitcases, plural, one {{suitcases} suitcase} other {{suitcases} suitcases}} in all)',
    es: '({seats} asientos y espacio para {suitcases, plural, one {{suitcases} maleta} other {{suitcases} maletas}} en total)',
  },
  perDay: { en: '{price} a day', es: '{price} al día' },
  cdlNote: {
    en: 'Needs drivers with a commercial driver’s license (CDL): we book it with you through a quote.',
    es: 'Requiere conductores con licencia de conducir comercial (CDL): lo reservamos con usted mediante una cotización.',
  },
  cdlBookable: {
    en: 'Its bus drivers each need a commercial driver’s license (CDL) with a passenger endorsement.',
    es: 'Cada conductor de sus autobuses necesita una licencia de conducir comercial (CDL) con endoso de pasajeros.',
  },
  requestQuote: { en: 'Request a quote', es: 'Solicitar una cotización' },
  suggestionNone: {
    en: 'No convoy of the vehicles free for your dates seats your whole group with its luggage. Request a quote and we will put a fleet together.',
    es: 'Ninguna combinación de los vehículos disponibles para sus fechas lleva a todo su grupo con su equipaje. Solicite una cotización y armaremos una flota para usted.',
  },
  convoyHeading: { en: 'Your convoy', es: 'Su convoy' },
  convoyEmpty: {
    en: 'To book several kinds of vehicle under one code, use “Add to convoy” on each.',
    es: 'Para reservar varios tipos de vehículo con un solo código, use “Agregar al convoy” en cada uno.',
  },
  vehicles: {
    en: '{n, plural, one {# vehicle} other {# vehicles}}',
    es: '{n, plural, one {# vehículo} other {# vehículos}}',
  },
  convoySeats: { en: '{seats} seats for your {people}', es: '{seats} asientos para su grupo de {people}' },
  convoySeatsShort: {
    en: '{seats} seats: {short} short of your {people}',
    es: '{seats} asientos: {short, plural, one {falta #} other {faltan #}} para su grupo de {people}',
  },
  /** room as it is, not grouped (a convoy's sum can pass 999). */
  convoyRoom: {
    en: 'Room for {room, plural, one {{room} suitcase} other {{room} suitcases}}',
    es: 'Espacio para {room, plural, one {{room} maleta} other {{room} maletas}}',
  },
  convoyRoomFits: {
    en: 'Room for {room} suitcases, you bring {suitcases}',
    es: 'Espacio para {room, plural, one {{room} maleta} other {{room} maletas}}; usted lleva {suitcases}',
  },
  convoyRoomShort: {
    en: 'Room for {room} suitcases: {short} short of your {suitcases}',
    es: 'Espacio para {room, plural, one {{room} maleta} other {{room} maletas}}: falta espacio para {short} de sus {suitcases}',
  },
  estimate: { en: 'About {price}', es: 'Aprox. {price}' },
  convoyPricing: { en: 'Working out the exact total…', es: 'Calculando el total exacto…' },
  convoyTotal: { en: '{period}, taxes and fees included', es: '{period}, impuestos y cargos incluidos' },
  convoyPriceFailed: {
    en: 'We could not price the whole convoy just now; the total on the next step is exact.',
    es: 'Ahora mismo no pudimos calcular el precio de todo el convoy; el total del siguiente paso es exacto.',
  },
  remove: { en: 'Remove', es: 'Quitar' },
  removeName: { en: ' {name} from the convoy', es: ' {name} del convoy' },
  continue: {
    en: 'Continue with {n, plural, one {# vehicle} other {# vehicles}}',
    es: 'Continuar con {n, plural, one {# vehículo} other {# vehículos}}',
  },
  schoolTitle: { en: 'Carrying school students?', es: '¿Transporta estudiantes escolares?' },
  schoolBody: {
    en: 'US federal rules restrict schools from using 15-passenger vans to carry students: new vans of that size may not be sold or leased to schools for students, as they are not built to school-bus safety standards, and many states and districts do not allow them for K–12 students. Choose a minibus instead: the 15 Passenger Activity Bus is built to school-bus safety standards, and the 15 Passenger Comfort Bus is a mini coach with a center aisle. Neither needs a CDL; check your district’s rules.',
    es: 'Las normas federales de EE. UU. restringen que las escuelas usen vans de 15 pasajeros para transportar estudiantes: las vans nuevas de ese tamaño no pueden venderse ni arrendarse a escuelas para estudiantes, ya que no cumplen las normas de seguridad de los autobuses escolares, y muchos estados y distritos no las permiten para estudiantes de K–12. Elija mejor un minibús: el 15 Passenger Activity Bus cumple las normas de seguridad de los autobuses escolares, y el 15 Passenger Comfort Bus es un minibús tipo autocar con pasillo central. Ninguno requiere CDL; consulte las normas de su distrito.',
  },
  schoolShort: {
    en: 'US federal rules restrict schools from using 15-passenger vans to carry students. Our 15-seat minibuses need no CDL; the activity bus is built to school-bus standards.',
    es: 'Las normas federales de EE. UU. restringen que las escuelas usen vans de 15 pasajeros para transportar estudiantes. Nuestros minibuses de 15 asientos no requieren CDL; el activity bus cumple las normas de los autobuses escolares.',
  },
  schoolChoose: { en: 'Choose the {name} instead', es: 'Elegir {name} en su lugar' },
  schoolSee: { en: 'See the {name}', es: 'Ver {name}' },
});
