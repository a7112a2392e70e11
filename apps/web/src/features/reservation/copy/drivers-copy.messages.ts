import { defineMessages } from '../../../lib/messages';

/** The drivers: named on the confirm step, listed on success and manage, added on manage (drivers-copy.ts; decision 048). */
export default defineMessages({
  heading: { en: 'Drivers', es: 'Conductores' },
  intro: {
    en: 'Each vehicle needs a named driver before pickup. You can name them now or later from the manage page with your confirmation code; naming them now lets us check their licenses before you travel.',
    es: 'Cada vehículo necesita un conductor designado antes de la recogida. Puede designarlos ahora o más tarde desde la página de administración con su código de confirmación; si los designa ahora, podemos revisar sus licencias antes de su viaje.',
  },
  needsCdl: {
    en: 'Drivers of the {name} need a commercial driver’s license (CDL class A, B or C) with a passenger (P) endorsement, and must be {minAge} or older.',
    es: 'Los conductores de {name} necesitan una licencia de conducir comercial (CDL clase A, B o C) con endoso de pasajeros (P) y deben tener {minAge} años o más.',
  },
  needs: {
    en: 'Drivers of the {name} must be {minAge} or older with a valid driver’s license.',
    es: 'Los conductores de {name} deben tener {minAge} años o más y una licencia de conducir válida.',
  },
  nameDriver: { en: 'Name the driver', es: 'Designar al conductor' },
  nameDriverOf: { en: ' of {label}', es: ' de {label}' },
  remove: { en: 'Remove this driver', es: 'Quitar este conductor' },
  additionalHeading: { en: 'Additional drivers', es: 'Conductores adicionales' },
  additionalIntro: {
    en: 'Drivers beyond one per vehicle are additional drivers, charged per day; the total above includes them.',
    es: 'Los conductores que superen uno por vehículo son conductores adicionales, con cargo por día; el total de arriba ya los incluye.',
  },
  additionalFee: {
    en: 'Additional drivers: {price} a day each.',
    es: 'Conductores adicionales: {price} al día cada uno.',
  },
  addAnother: { en: 'Add another driver', es: 'Agregar otro conductor' },
  additionalLabel: { en: 'Additional driver {n}', es: 'Conductor adicional {n}' },
  vehicleId: { en: 'Drives', es: 'Conduce' },
  way: { en: 'How will we get their license?', es: '¿Cómo obtendremos su licencia?' },
  wayInvite: {
    en: 'Invite by e-mail — they fill in their license themselves',
    es: 'Invitar por correo electrónico: el conductor ingresa su licencia',
  },
  wayLicence: { en: 'Enter their license now', es: 'Ingresar su licencia ahora' },
  email: { en: 'Their e-mail address', es: 'Correo electrónico del conductor' },
  emailHint: {
    en: 'We e-mail them a personal link to enter their license and sign before pickup.',
    es: 'Le enviamos por correo electrónico un enlace personal para ingresar su licencia y firmar antes de la recogida.',
  },
  phone: { en: 'Their mobile number', es: 'Celular del conductor' },
  phoneHint: {
    en: 'Only for reminders by text message, if they agree on their page.',
    es: 'Solo para recordatorios por mensaje de texto, si lo acepta en su página.',
  },
  name: { en: 'Full name', es: 'Nombre completo' },
  nameHint: { en: 'As printed on the license.', es: 'Tal como aparece en la licencia.' },
  dateOfBirth: { en: 'Date of birth', es: 'Fecha de nacimiento' },
  licenceCountry: { en: 'License country', es: 'País de la licencia' },
  licenceCountryHint: { en: 'Two letters, like US or CA.', es: 'Dos letras, como US o CA.' },
  licenceState: { en: 'License state or province', es: 'Estado o provincia de la licencia' },
  licenceStateHint: { en: 'Like MD or ON.', es: 'Como MD u ON.' },
  licenceNumber: { en: 'License number', es: 'Número de licencia' },
  licenceNumberHint: {
    en: 'We keep it encrypted and only ever show its last digits.',
    es: 'Lo guardamos cifrado y solo mostramos sus últimos dígitos.',
  },
  licenceExpiry: { en: 'License expiry date', es: 'Fecha de vencimiento de la licencia' },
  licenceClass: { en: 'License class', es: 'Clase de licencia' },
  chooseClass: { en: 'Choose the class', es: 'Elija la clase' },
  passengerEndorsement: {
    en: 'The license has a passenger (P) endorsement',
    es: 'La licencia tiene endoso de pasajeros (P)',
  },
  yearsLicensed: { en: 'Years licensed', es: 'Años con licencia' },
  yearsLicensedHint: {
    en: 'Whole years the driver has held a license.',
    es: 'Años completos que el conductor ha tenido licencia.',
  },
  summaryTitle: { en: 'Check the drivers’ details', es: 'Revise los datos de los conductores' },
  /** endorsed, numbered: yes or no. */
  licence: {
    en: '{classLabel}{endorsed, select, yes { with P endorsement} other {}}{numbered, select, yes {, license {masked}} other {}}',
    es: '{classLabel}{endorsed, select, yes { con endoso P} other {}}{numbered, select, yes {, licencia {masked}} other {}}',
  },
  licencePending: {
    en: 'License details to come from the driver',
    es: 'El conductor ingresará los datos de su licencia',
  },
  none: { en: 'No drivers named yet.', es: 'Aún no hay conductores designados.' },
  needed: {
    en: '{n, plural, =0 {Every vehicle has a named driver.} one {# vehicle still needs a named driver before pickup.} other {# vehicles still need a named driver before pickup.}}',
    es: '{n, plural, =0 {Todos los vehículos tienen un conductor designado.} one {# vehículo aún necesita un conductor designado antes de la recogida.} other {# vehículos aún necesitan un conductor designado antes de la recogida.}}',
  },
  addHeading: { en: 'Add drivers', es: 'Agregar conductores' },
  addIntro: {
    en: 'Name a driver for each vehicle still without one, or additional drivers (charged per day). We check each license against the vehicle they drive.',
    es: 'Designe un conductor para cada vehículo que aún no lo tenga, o conductores adicionales (con cargo por día). Revisamos cada licencia según el vehículo que conducirá.',
  },
  newDriver: { en: 'New driver {n}', es: 'Conductor nuevo {n}' },
  check: { en: 'Check the price', es: 'Ver el precio' },
  checking: { en: 'Checking…', es: 'Verificando…' },
  previewHeading: { en: 'What changes', es: 'Qué cambia' },
  totalSame: { en: 'The total stays the same.', es: 'El total no cambia.' },
  totalUp: { en: 'The total goes up by {amount}.', es: 'El total aumenta {amount}.' },
  totalDown: { en: 'The total goes down by {amount}.', es: 'El total baja {amount}.' },
  newTotal: { en: 'New total: {total}.', es: 'Nuevo total: {total}.' },
  confirm: { en: 'Add these drivers', es: 'Agregar estos conductores' },
  confirming: { en: 'Adding…', es: 'Agregando…' },
  edit: { en: 'Change the drivers', es: 'Cambiar los conductores' },
  added: {
    en: '{n, plural, one {# driver} other {# drivers}} added. A confirmation e-mail is on its way.',
    es: '{n, plural, one {Se agregó # conductor} other {Se agregaron # conductores}}. Le enviamos un correo electrónico de confirmación.',
  },
  unknownOutcome: {
    en: '{sentence} Pressing “Add these drivers” again is safe: it will not add them twice.',
    es: '{sentence} Puede volver a presionar “Agregar estos conductores” sin riesgo: no se agregarán dos veces.',
  },
});
