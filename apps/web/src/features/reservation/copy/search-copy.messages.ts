import { defineMessages } from '../../../lib/messages';

/**
 * The trip search's words (search-copy.ts), decision 048: every message in both languages.
 * The home page loads them: short keys, no plural (its runtime would cost every visit to the home page).
 */
export default defineMessages({
  quote: { en: 'Request a group quote', es: 'Solicitar una cotización para grupos' },
  call: { en: 'Call {phone}', es: 'Llamar al {phone}' },
  heading: { en: 'Start your reservation', es: 'Comience su reserva' },
  intro: {
    en: 'Tell us where and when. You see the vehicles free for your trip, with the full price, on the next page.',
    es: 'Díganos dónde y cuándo. En la página siguiente verá los vehículos disponibles para su viaje, con el precio completo.',
  },
  lengthLegend: { en: 'How long do you need it?', es: '¿Por cuánto tiempo lo necesita?' },
  daily: { en: 'By the day', es: 'Por día' },
  dailyText: {
    en: 'Up to a year, priced by the day and week',
    es: 'Hasta un año, con precio por día y por semana',
  },
  monthly: { en: 'By the month', es: 'Por mes' },
  monthlyText: { en: '1 to 12 months at a monthly rate', es: 'De 1 a 12 meses con tarifa mensual' },
  location: { en: 'Pickup location', es: 'Sucursal de recogida' },
  chooseLocation: { en: 'Choose a location', es: 'Elija una sucursal' },
  oneWay: { en: 'Return to a different location', es: 'Devolver en otra sucursal' },
  oneWayHint: {
    en: 'Some vehicles may be returned at another of our locations, for a one-way fee.',
    es: 'Algunos vehículos se pueden devolver en otra de nuestras sucursales, con un cargo por viaje de ida.',
  },
  returnLocation: { en: 'Return location', es: 'Sucursal de devolución' },
  oneWayTrip: { en: 'One-way trip', es: 'Viaje de ida' },
  chooseReturn: { en: 'Choose where you return it', es: 'Elija dónde lo devuelve' },
  returnMissing: {
    en: 'Choose the location you return the vehicles to, or untick “Return to a different location”.',
    es: 'Elija la sucursal donde devolverá los vehículos, o desmarque “Devolver en otra sucursal”.',
  },
  returnZone: {
    en: 'The return time is local to the return location ({zone}).',
    es: 'La hora de devolución es la hora local de la sucursal de devolución ({zone}).',
  },
  road: { en: 'Delivery and collection', es: 'Entrega y retiro' },
  roadHint: {
    en: 'We can bring the vehicles to you and fetch them afterwards, for a fee per vehicle each way. Otherwise you pick them up and return them at the counter.',
    es: 'Podemos llevarle los vehículos y retirarlos después, con un cargo por vehículo en cada trayecto. Si no, usted los recoge y los devuelve en el mostrador.',
  },
  deliver: { en: 'Deliver the vehicles to an address', es: 'Entregar los vehículos en una dirección' },
  deliverHint: {
    en: 'Our drivers bring them for your pickup time.',
    es: 'Nuestros conductores los llevan para su hora de recogida.',
  },
  deliveryAddress: { en: 'Delivery address', es: 'Dirección de entrega' },
  collect: { en: 'Collect them from an address', es: 'Retirarlos de una dirección' },
  collectHint: {
    en: 'Our drivers fetch them at your return time.',
    es: 'Nuestros conductores los retiran a su hora de devolución.',
  },
  collectSame: { en: 'Collect from the same address', es: 'Retirar de la misma dirección' },
  collectionAddress: { en: 'Collection address', es: 'Dirección de retiro' },
  line1: { en: 'Street address', es: 'Dirección' },
  line2: { en: 'Apt/suite', es: 'Apto./suite' },
  city: { en: 'City', es: 'Ciudad' },
  region: { en: 'State', es: 'Estado' },
  chooseRegion: { en: 'Choose a state', es: 'Elija un estado' },
  postalCode: { en: 'ZIP code', es: 'Código postal' },
  instructions: { en: 'Instructions for the driver', es: 'Instrucciones para el conductor' },
  instructionsHint: {
    en: 'Where to park, a gate code, whom to ask for.',
    es: 'Dónde estacionar, un código de acceso, por quién preguntar.',
  },
  delivers: {
    en: '{location} delivers within ZIP codes {ranges}.',
    es: '{location} hace entregas en los códigos postales {ranges}.',
  },
  collects: {
    en: '{location} collects within ZIP codes {ranges}.',
    es: '{location} hace retiros en los códigos postales {ranges}.',
  },
  noDelivery: {
    en: '{location} does not deliver: the vehicles are picked up at the counter.',
    es: '{location} no hace entregas: los vehículos se recogen en el mostrador.',
  },
  noCollection: {
    en: '{location} does not collect: the vehicles are returned at the counter.',
    es: '{location} no hace retiros: los vehículos se devuelven en el mostrador.',
  },
  rangeTo: { en: 'to', es: 'a' },
  pickupDate: { en: 'Pickup date', es: 'Fecha de recogida' },
  pickupTime: { en: 'Pickup time', es: 'Hora de recogida' },
  returnDate: { en: 'Return date', es: 'Fecha de devolución' },
  returnTime: { en: 'Return time', es: 'Hora de devolución' },
  timesHint: {
    en: 'Times are local to the pickup location ({zone}).',
    es: 'Las horas son las locales de la sucursal de recogida ({zone}).',
  },
  months: { en: 'Number of months', es: 'Número de meses' },
  monthsHint: {
    en: 'The vehicle comes back on the same day of the month.',
    es: 'El vehículo se devuelve el mismo día del mes.',
  },
  // 1 to 12 months, one message each for 1 and for more: no plural or select on the home page, whose
  // runtime would be a chunk of its own on every visit (decision 009: JavaScript budget).
  monthOne: { en: '1 month', es: '1 mes' },
  monthCount: { en: '{n} months', es: '{n} meses' },
  age: { en: 'Age of the main driver', es: 'Edad del conductor principal' },
  ageHint: {
    en: 'In years. Some vehicles need drivers aged 25 or older.',
    es: 'En años. Algunos vehículos requieren conductores de 25 años o más.',
  },
  people: { en: 'How many people are traveling?', es: '¿Cuántas personas viajan?' },
  peopleHint: {
    en: 'Drivers included. We suggest the vehicles that fit your group.',
    es: 'Conductores incluidos. Le sugerimos los vehículos adecuados para su grupo.',
  },
  luggage: { en: 'How many suitcases?', es: '¿Cuántas maletas?' },
  luggageHint: {
    en: 'Full-size bags. When the seats’ luggage room is too small we add a cargo van.',
    es: 'Maletas de tamaño completo. Si el espacio para equipaje no alcanza, agregamos una van de carga.',
  },
  vehicleType: { en: 'Vehicle type', es: 'Tipo de vehículo' },
  allVehicles: { en: 'All vehicles', es: 'Todos los vehículos' },
  purpose: { en: 'What is the trip for?', es: '¿Cuál es el motivo del viaje?' },
  chooseOne: { en: 'Choose one', es: 'Elija una opción' },
  picked: {
    en: 'Your pick: {convoy}. Tell us where and when: on the next page it is chosen for you if it is free for your dates.',
    es: 'Su elección: {convoy}. Díganos dónde y cuándo: en la página siguiente quedará seleccionada si está disponible para sus fechas.',
  },
  submit: { en: 'Show available vehicles', es: 'Ver vehículos disponibles' },
  pending: { en: 'Checking availability…', es: 'Verificando disponibilidad…' },
  sentProblem: { en: 'Please check your search: {problems}', es: 'Revise su búsqueda: {problems}' },
  address: { en: 'Address', es: 'Dirección' },
  hours: { en: 'Opening hours', es: 'Horario de atención' },
  closed: { en: 'Closed', es: 'Cerrado' },
  timezone: { en: 'Time zone', es: 'Zona horaria' },
  phone: { en: 'Phone', es: 'Teléfono' },
});
