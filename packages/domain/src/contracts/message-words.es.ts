import { messageTranslator } from './message-words.ts';

export { messageTranslator } from './message-words.ts';

/**
 * The contracts' validation messages and what the API answers a renter, in Spanish (decision 048: es-US,
 * usted), keyed by the English the schemas and the API write; message-words.ts says how a pattern's
 * `{pieces}` are read. Labels that the schemas put into a sentence ("first name", "street address") carry
 * their article or possessive here ("su nombre", "la dirección"), since the Spanish sentence depends on
 * them. The back office's own schemas stay English (decision 048); a web test
 * (apps/web/src/components/form/message-words.test.ts) fails on a message of the others with no entry
 * here, and a lint test (tests/lint/renter-messages.test.ts) on one the API answers renters with.
 */
export const translatedMessages: Readonly<Record<string, string>> = {
  // Pieces the schemas and rules put into their sentences.
  'the {name}': '{name}',
  'a date': 'una fecha',
  date: 'una fecha',
  'pickup date': 'la fecha de recogida',
  'return date': 'la fecha de devolución',
  'start date': 'la fecha de inicio',
  'license expiry date': 'la fecha de vencimiento de la licencia',
  'first name': 'su nombre',
  'last name': 'su apellido',
  message: 'su mensaje',
  notes: 'sus notas',
  'street address': 'la dirección',
  city: 'la ciudad',
  'billing contact’s name': 'el nombre del contacto de facturación',
  'organization’s name': 'el nombre de la organización',
  'certificate number': 'el número de certificado',
  insurer: 'la aseguradora',
  'policy number': 'el número de póliza',
  pickup: 'recogida',
  return: 'devolución',
  Monday: 'lunes',
  Tuesday: 'martes',
  Wednesday: 'miércoles',
  Thursday: 'jueves',
  Friday: 'viernes',
  Saturday: 'sábado',
  Sunday: 'domingo',
  Mondays: 'lunes',
  Tuesdays: 'martes',
  Wednesdays: 'miércoles',
  Thursdays: 'jueves',
  Fridays: 'viernes',
  Saturdays: 'sábados',
  Sundays: 'domingos',
  'This driver': 'este conductor',
  '1 year': '1 año',
  '{count} years': '{count} años',
  'Regular license': 'licencia regular',
  'CDL class A': 'licencia CDL clase A',
  'CDL class B': 'licencia CDL clase B',
  'CDL class C': 'licencia CDL clase C',

  // common.schema.ts
  'Enter {what}, like {example}.': 'Ingrese {what}, por ejemplo, {example}.',
  'Choose a {name} between {from} and {to}.': 'Elija {name} entre {from} y {to}.',
  'Enter a time like 09:30 (24-hour clock).': 'Ingrese una hora como 09:30 (formato de 24 horas).',
  'The return must be after the pickup.': 'La devolución debe ser posterior a la recogida.',
  'Choose a vehicle type, or All vehicles.': 'Elija un tipo de vehículo, o Todos los vehículos.',
  'Choose what the rental is for from the list.': 'Elija de la lista para qué es el alquiler.',
  'Enter your {label}.': 'Ingrese {label}.',
  'Keep your {label} to {max} characters or fewer.': 'Use como máximo {max} caracteres en {label}.',
  'Enter your e-mail address, like name@example.com':
    'Ingrese su correo electrónico, por ejemplo, nombre@ejemplo.com',
  'That e-mail address is too long.': 'Ese correo electrónico es demasiado largo.',
  'Enter a phone number we can reach you on, like +1 410 555 0120.':
    'Ingrese un teléfono en el que podamos comunicarnos con usted, por ejemplo, +1 410 555 0120.',
  'fillMs must be the whole milliseconds the form was open.':
    'fillMs debe ser la cantidad entera de milisegundos que el formulario estuvo abierto.',
  'Leave this field empty.': 'Deje este campo vacío.',

  // contact.schema.ts
  'Please read and accept the rental terms to book.': 'Lea y acepte los términos del alquiler para reservar.',

  // attribution.schema.ts, booking-recovery.schema.ts, error.schema.ts
  'Keep this to 500 characters or fewer.': 'Escriba como máximo 500 caracteres.',
  'Keep this address to 2048 characters or fewer.': 'Esta dirección debe tener como máximo 2048 caracteres.',
  'Tick the box to be reminded by e-mail.':
    'Marque la casilla para recibir recordatorios por correo electrónico.',
  'This unsubscribe link is not complete.': 'Este enlace para cancelar la suscripción está incompleto.',
  'Some details need fixing. Check the highlighted fields.':
    'Hay datos que corregir. Revise los campos resaltados.',

  // trip.schema.ts, trip.ts
  'Enter the instructions for the driver as text.': 'Escriba las instrucciones para el conductor como texto.',
  'Keep the instructions for the driver to 500 characters.':
    'Las instrucciones para el conductor deben tener como máximo 500 caracteres.',
  'Choose how many months you need the vehicle, from 1 to 12.':
    'Elija por cuántos meses necesita el vehículo, de 1 a 12.',
  'Choose a daily or a monthly rental.': 'Elija un alquiler por días o mensual.',
  'Choose a pickup location.': 'Elija una sucursal de recogida.',
  'Choose a return location.': 'Elija una sucursal de devolución.',
  'Enter the main driver’s age in years.': 'Ingrese la edad del conductor principal en años.',
  'Enter the main driver’s age in whole years.': 'Ingrese la edad del conductor principal en años enteros.',
  'Drivers must be at least 18 years old to rent a vehicle.':
    'Los conductores deben tener al menos 18 años para alquilar un vehículo.',
  'Enter an age from 18 to 99.': 'Ingrese una edad de 18 a 99.',
  'Enter the address to collect the vehicles from.':
    'Ingrese la dirección de donde retiraremos los vehículos.',
  'Choose a return date.': 'Elija una fecha de devolución.',
  'Choose a return time.': 'Elija una hora de devolución.',
  'Enter how many people are traveling, from 1 to 500, or leave it empty.':
    'Ingrese cuántas personas viajan, de 1 a 500, o deje el campo vacío.',
  'Enter how many suitcases the group brings, from 0 to 500, or leave it empty.':
    'Ingrese cuántas maletas lleva el grupo, de 0 a 500, o deje el campo vacío.',

  // quote.schema.ts, lead.schema.ts
  'Enter how many people are traveling, from 1 to 500.': 'Ingrese cuántas personas viajan, de 1 a 500.',
  'Choose a vehicle from the list.': 'Elija un vehículo de la lista.',
  'Enter your name.': 'Ingrese su nombre.',
  'Keep your name to 120 characters or fewer.': 'Su nombre debe tener como máximo 120 caracteres.',
  'Enter the organization name.': 'Ingrese el nombre de la organización.',
  'Keep the organization name to 120 characters or fewer.':
    'El nombre de la organización debe tener como máximo 120 caracteres.',
  'Enter your message.': 'Escriba su mensaje.',
  'Enter a subject.': 'Ingrese un asunto.',
  'Keep the subject to 150 characters or fewer.': 'El asunto debe tener como máximo 150 caracteres.',
  'Enter how many months you need the vehicles, from 1 to 60.':
    'Ingrese por cuántos meses necesita los vehículos, de 1 a 60.',
  'Enter how many vehicles you need, from 1 to 500.': 'Ingrese cuántos vehículos necesita, de 1 a 500.',
  'Choose vehicles from the list.': 'Elija vehículos de la lista.',
  'Choose at least one kind of vehicle.': 'Elija al menos un tipo de vehículo.',
  'Choose up to 20 kinds of vehicle.': 'Elija hasta 20 tipos de vehículo.',
  'Choose a vehicle for sale.': 'Elija un vehículo en venta.',
  'Say whether this is a contact, leasing or fleet-sales request.':
    'Indique si es una consulta general, de arrendamiento o de venta de flota.',

  // reservation.schema.ts, reservation-change.schema.ts, rental-charges.schema.ts
  'Choose a vehicle.': 'Elija un vehículo.',
  'Choose from 1 to {max} vehicles.': 'Elija de 1 a {max} vehículos.',
  'Enter your confirmation code, like CNV-7K3M9Q.':
    'Ingrese su código de confirmación, por ejemplo, CNV-7K3M9Q.',
  'Without our protection, tell us how your vehicles are covered (your insurer and policy, or your organization’s cover).':
    'Sin nuestra protección, indíquenos cómo están asegurados sus vehículos (su aseguradora y su póliza, o la cobertura de su organización).',
  'Keep the statement of your cover to 500 characters.':
    'La descripción de su cobertura debe tener como máximo 500 caracteres.',
  'Choose the vehicles as a list of lines.': 'Elija los vehículos como una lista de líneas.',
  'Choose at least one vehicle.': 'Elija al menos un vehículo.',
  'Choose at most {max} kinds of vehicle in one reservation.':
    'Elija como máximo {max} tipos de vehículo en una reserva.',
  'Send the vehicles either as lines or as vehicleId and quantity, not both.':
    'Envíe los vehículos como líneas o como vehicleId y quantity, no de las dos formas.',
  'Choose each kind of vehicle once, with how many you need.':
    'Elija cada tipo de vehículo una sola vez, con la cantidad que necesita.',
  'One reservation holds at most {max} vehicles; for more, request a quote.':
    'Una reserva admite como máximo {max} vehículos; para más, solicite una cotización.',
  'Send an Idempotency-Key header.': 'Envíe un encabezado Idempotency-Key.',
  'The Idempotency-Key header must be 8 to 128 characters.':
    'El encabezado Idempotency-Key debe tener de 8 a 128 caracteres.',
  'The Idempotency-Key header must be printable ASCII without spaces.':
    'El encabezado Idempotency-Key debe tener caracteres ASCII imprimibles, sin espacios.',
  'Choose from 1 to 12 months.': 'Elija de 1 a 12 meses.',
  'Keep at least one vehicle, or cancel the reservation.':
    'Conserve al menos un vehículo, o cancele la reserva.',

  // driver.schema.ts
  'Enter the driver’s date of birth, like 1990-04-21.':
    'Ingrese la fecha de nacimiento del conductor, por ejemplo, 1990-04-21.',
  'Enter the license number as printed: 4 to 20 letters and digits (spaces and dashes allowed).':
    'Ingrese el número de licencia tal como aparece impreso: de 4 a 20 letras y dígitos (se permiten espacios y guiones).',
  'Choose which of the vehicles this driver drives.': 'Elija cuál de los vehículos maneja este conductor.',
  'Choose the vehicle this driver drives.': 'Elija el vehículo que maneja este conductor.',
  'Enter the driver’s full name.': 'Ingrese el nombre completo del conductor.',
  'Keep the driver’s name to 120 characters.':
    'El nombre del conductor debe tener como máximo 120 caracteres.',
  'Choose the country that issued the license.': 'Elija el país que emitió la licencia.',
  'Choose the country that issued the license (two letters, like US).':
    'Elija el país que emitió la licencia (dos letras, por ejemplo, US).',
  'Choose the state that issued the license.': 'Elija el estado que emitió la licencia.',
  'Choose the state that issued the license (like MD).':
    'Elija el estado que emitió la licencia (por ejemplo, MD).',
  'Choose the license class: regular, or CDL class A, B or C.':
    'Elija la clase de licencia: regular, o CDL clase A, B o C.',
  'Say whether the license has a passenger (P) endorsement.':
    'Indique si la licencia tiene el endoso de pasajeros (P).',
  'Enter how many years the driver has held a license.':
    'Ingrese cuántos años hace que el conductor tiene licencia.',
  'Enter whole years.': 'Ingrese años enteros.',
  'Enter 0 or more years.': 'Ingrese 0 años o más.',
  'Enter at most 80 years.': 'Ingrese como máximo 80 años.',
  'Name at most {max} drivers.': 'Indique como máximo {max} conductores.',
  'Enter the minimum age, from 18 to 99.': 'Ingrese la edad mínima, de 18 a 99.',
  'Enter a whole number of years.': 'Ingrese un número entero de años.',
  'Enter a minimum age from 18 to 99.': 'Ingrese una edad mínima de 18 a 99.',
  'Enter the minimum years licensed, from 0 to 50.': 'Ingrese los años mínimos con licencia, de 0 a 50.',

  // pre-arrival.schema.ts
  'Tick the box to get reminders by text.':
    'Marque la casilla para recibir recordatorios por mensaje de texto.',
  'Enter your full name.': 'Ingrese su nombre completo.',
  'Keep your name to 120 characters.': 'Su nombre debe tener como máximo 120 caracteres.',
  'Send the front or the back of the license.': 'Envíe el frente o el reverso de la licencia.',
  'Read the safety briefing again.': 'Vuelva a leer las instrucciones de seguridad.',
  'Tick the box to confirm you have read the safety briefing.':
    'Marque la casilla para confirmar que leyó las instrucciones de seguridad.',
  'Sign in the box.': 'Firme en el recuadro.',
  'The signature is too large: clear it and sign again.':
    'La firma es demasiado grande: bórrela y vuelva a firmar.',
  'Tick the box to agree to sign electronically.': 'Marque la casilla para aceptar firmar electrónicamente.',
  'Read the terms again.': 'Vuelva a leer los términos.',
  'No such driver on this booking.': 'Ese conductor no está en esta reserva.',
  'No such driver.': 'No existe ese conductor.',
  'Ask for the front or the back.': 'Pida el frente o el reverso.',

  // organisation.schema.ts, organisation-credentials.schema.ts, insurance.schema.ts
  'Enter the {label}.': 'Ingrese {label}.',
  'Keep the {label} to {max} characters or fewer.': 'Use como máximo {max} caracteres en {label}.',
  'Choose a state, like GA.': 'Elija un estado, por ejemplo, GA.',
  'Enter the second address line.': 'Ingrese la segunda línea de la dirección.',
  'Keep the second address line to 120 characters or fewer.':
    'La segunda línea de la dirección debe tener como máximo 120 caracteres.',
  'Enter the ZIP code.': 'Ingrese el código postal.',
  'Enter a ZIP code like 30303 or 30303-1234.': 'Ingrese un código postal como 30303 o 30303-1234.',
  'Choose net 15, 30 or 60 days.': 'Elija pago a 15, 30 o 60 días.',
  'Say whether your organization pays by purchase order.':
    'Indique si su organización paga con orden de compra.',
  'Choose what kind of organization it is.': 'Elija qué tipo de organización es.',
  'Enter your organization account code, like ORG-7K3M9Q.':
    'Ingrese el código de cuenta de su organización, por ejemplo, ORG-7K3M9Q.',
  'Enter the access key from your organization’s e-mail.':
    'Ingrese la clave de acceso del correo electrónico de su organización.',
  'Say whether the policy covers hired vehicles.': 'Indique si la póliza cubre vehículos alquilados.',
  'The end date is before the start date.': 'La fecha de fin es anterior a la fecha de inicio.',
  'Enter the liability limit as a whole number.':
    'Ingrese el límite de responsabilidad civil como un número entero.',
  'Verify or reject the certificate.': 'Verifique o rechace el certificado.',
  'Keep the reason to 300 characters.': 'El motivo debe tener como máximo 300 caracteres.',
  'Say why, for the renter.': 'Indique el motivo, para el cliente.',
  'Choose pending, verified or rejected.': 'Elija pendiente, verificado o rechazado.',
  'Enter a minimum above zero.': 'Ingrese un mínimo mayor que cero.',

  // payment.schema.ts, split-payment.schema.ts
  'Enter the purchase order number.': 'Ingrese el número de orden de compra.',
  'Keep the purchase order number to 64 characters or fewer.':
    'El número de orden de compra debe tener como máximo 64 caracteres.',
  'Use letters, digits and ordinary punctuation in the purchase order number.':
    'Use letras, dígitos y signos de puntuación comunes en el número de orden de compra.',
  'Choose how you will pay.': 'Elija cómo va a pagar.',
  'Choose what is collected at booking.': 'Elija qué se cobra al reservar.',
  'Enter whole minutes from 5 to 1440.': 'Ingrese minutos enteros, de 5 a 1440.',
  'Enter whole days from 1 to 30.': 'Ingrese días enteros, de 1 a 30.',
  'Enter an amount in cents, more than 0.': 'Ingrese un monto en centavos, mayor que 0.',
  'Choose the payment to refund.': 'Elija el pago que desea reembolsar.',
  'Say why, for the records.': 'Indique el motivo, para el registro.',
  'Enter the transfer’s reference.': 'Ingrese la referencia de la transferencia.',
  'Enter a share of one cent or more, in dollars and cents.':
    'Ingrese una parte de un centavo o más, en dólares y centavos.',
  'Enter the member’s name.': 'Ingrese el nombre del integrante.',
  'Keep the name to 120 characters.': 'El nombre debe tener como máximo 120 caracteres.',
  'Name at most {max} members.': 'Indique como máximo {max} integrantes.',
  'Give every member a share, or none of them for equal shares.':
    'Asigne una parte a cada integrante, o a ninguno para dividir en partes iguales.',
  'This e-mail address is listed twice: one share per member.':
    'Este correo electrónico aparece dos veces: una parte por integrante.',
  'Choose a member of the split.': 'Elija un integrante de la división del pago.',

  // price-book.schema.ts
  'Use lower-case letters, digits and dashes.': 'Use letras minúsculas, dígitos y guiones.',
  'Use at most 4 decimals.': 'Use como máximo 4 decimales.',
  'The end date cannot be before the start date.':
    'La fecha de fin no puede ser anterior a la fecha de inicio.',
  'Enter at most $100,000.00.': 'Ingrese como máximo $100,000.00.',
  'Give a rate for a percent charge, an amount for a per-day one.':
    'Indique una tasa para un cargo porcentual y un monto para uno por día.',
  'A one-way route returns to another location.': 'Una ruta de ida termina en otra sucursal.',
  'Enter a five-digit ZIP code.': 'Ingrese un código postal de cinco dígitos.',
  'The range ends before it starts.': 'El rango termina antes de empezar.',
  'A promo code has letters, digits and dashes only.':
    'Un código promocional solo tiene letras, dígitos y guiones.',
  'Give a percent off for a percent-off code, none for an amount-off one.':
    'Indique un porcentaje de descuento para un código de porcentaje, y ninguno para uno de monto fijo.',
  'Give an amount off for an amount-off code, none for a percent-off one.':
    'Indique un monto de descuento para un código de monto fijo, y ninguno para uno de porcentaje.',
  'The last pickup date cannot be before the first.':
    'La última fecha de recogida no puede ser anterior a la primera.',
  'Choose one of our pickup locations.': 'Elija una de nuestras sucursales de recogida.',
  'Choose how many.': 'Elija la cantidad.',
  'Choose a whole number.': 'Elija un número entero.',
  'Choose at least one.': 'Elija al menos uno.',
  'Choose at most 50.': 'Elija como máximo 50.',
  'Enter the distance in whole miles.': 'Ingrese la distancia en millas enteras.',
  'Enter a distance of 0 miles or more.': 'Ingrese una distancia de 0 millas o más.',
  'Enter a distance up to 100,000 miles.': 'Ingrese una distancia de hasta 100,000 millas.',
  'Enter how many additional drivers.': 'Ingrese cuántos conductores adicionales.',
  'Enter a whole number of drivers.': 'Ingrese un número entero de conductores.',
  'Enter 0 or more additional drivers.': 'Ingrese 0 conductores adicionales o más.',
  'Enter at most 20 additional drivers.': 'Ingrese como máximo 20 conductores adicionales.',

  // review.schema.ts
  'Choose from 1 to 5 stars.': 'Elija de 1 a 5 estrellas.',
  'Keep the comment to {max} characters.': 'El comentario debe tener como máximo {max} caracteres.',
  'Ask for one vehicle class or one location.': 'Pida una sola clase de vehículo o una sola sucursal.',
  'Choose a review.': 'Elija una reseña.',
  'Say what was done.': 'Indique qué se hizo.',
  'Keep the note to 2,000 characters.': 'La nota debe tener como máximo 2,000 caracteres.',

  // Rules the API checks with the location, the clock, the price book and the vehicle (packages/domain/src/rules).
  '{time} does not exist on {date} at {location}: the clocks move forward that night. Choose another time.':
    'La hora {time} no existe el {date} en {location}: esa noche se adelantan los relojes. Elija otra hora.',
  '{location} is open {open}–{close} on {date} ({holiday}). Choose a {what} time within those hours.':
    '{location} abre de {open} a {close} el {date} ({holiday}). Elija una hora de {what} dentro de ese horario.',
  '{location} is closed on {date} ({holiday}). Choose another {what} day.':
    '{location} está cerrada el {date} ({holiday}). Elija otro día de {what}.',
  '{location} is closed on {days}. Choose another {what} day.':
    '{location} está cerrada los {days}. Elija otro día de {what}.',
  '{location} is open {open}–{close} on {days}. Choose a {what} time within those hours.':
    '{location} abre los {days} de {open} a {close}. Elija una hora de {what} dentro de ese horario.',
  'That date has passed at {location}. Choose today ({date}) or later.':
    'Esa fecha ya pasó en {location}. Elija hoy ({date}) o una fecha posterior.',
  '{time} has passed at {location}, where it is now {now}. Choose a later time.':
    'La hora {time} ya pasó en {location}, donde ahora son las {now}. Elija una hora posterior.',
  'A daily rental lasts at most {days} days. For longer, choose a monthly rental or ask us about long-term leasing.':
    'Un alquiler por días dura como máximo {days} días. Para más tiempo, elija un alquiler mensual o consúltenos sobre el arrendamiento a largo plazo.',
  'A 1-month rental comes back on {day} {date}': 'Un alquiler de 1 mes termina el {day} {date}',
  'A {months}-month rental comes back on {day} {date}':
    'Un alquiler de {months} meses termina el {day} {date}',
  '{rental} at {time}, a time that does not exist that night (the clocks move forward). Choose another pickup time.':
    '{rental} a las {time}, una hora que no existe esa noche (se adelantan los relojes). Elija otra hora de recogida.',
  '{rental}, when {location} is closed. Choose another pickup date or number of months.':
    '{rental}, cuando {location} está cerrada. Elija otra fecha de recogida u otra cantidad de meses.',
  '{rental} at {time}, outside {location}’s hours that day{range}. Choose another pickup time.':
    '{rental} a las {time}, fuera del horario de {location} de ese día{range}. Elija otra hora de recogida.',
  'We have no pickup location “{id}”. Choose one from the list.':
    'No tenemos ninguna sucursal de recogida “{id}”. Elija una de la lista.',
  'We have no return location “{id}”. Choose one from the list.':
    'No tenemos ninguna sucursal de devolución “{id}”. Elija una de la lista.',
  'We take bookings up to {months} months ahead. Choose a pickup date on or before {date}.':
    'Aceptamos reservas con hasta {months} meses de anticipación. Elija una fecha de recogida hasta el {date}.',
  'We do not deliver to ZIP code {zip}: it is outside our delivery area. Choose an address in the area, or come to the counter.':
    'No hacemos entregas en el código postal {zip}: está fuera de nuestra zona de entrega. Elija una dirección dentro de la zona o venga al mostrador.',
  'We do not collect from ZIP code {zip}: it is outside our delivery area. Choose an address in the area, or come to the counter.':
    'No hacemos retiros en el código postal {zip}: está fuera de nuestra zona de entrega. Elija una dirección dentro de la zona o venga al mostrador.',
  'This booking holds one {vehicle}: choose it, not a vehicle {number}.':
    'Esta reserva incluye un solo {vehicle}: elíjalo, no el vehículo {number}.',
  'This booking holds {count} of the {vehicle}: choose one from 1 to {max}.':
    'Esta reserva incluye {count} unidades de {vehicle}: elija una del 1 al {max}.',
  'Drivers of the {vehicle} must be {age} or older on the pickup day; {who} will be {years}.':
    'Los conductores de {vehicle} deben tener {age} años o más el día de la recogida; {who} tendrá {years} años.',
  '{who}’s license expires on {expiry}, before the return on {date}. Every driver needs a license valid for the whole rental.':
    'La licencia de {who} vence el {expiry}, antes de la devolución del {date}. Cada conductor necesita una licencia vigente durante todo el alquiler.',
  'The {vehicle} needs a commercial driver’s license (CDL class A, B or C); {who} has a regular license. Name a driver with a CDL, or choose a vehicle that needs none.':
    '{vehicle} requiere una licencia de conducir comercial (CDL clase A, B o C); {who} tiene una licencia regular. Designe un conductor con CDL o elija un vehículo que no la requiera.',
  'The {vehicle} needs a commercial driver’s license (CDL class A, B or C) with a passenger (P) endorsement; {who} has a regular license. Name a driver with a CDL, or choose a vehicle that needs none.':
    '{vehicle} requiere una licencia de conducir comercial (CDL clase A, B o C) con endoso de pasajeros (P); {who} tiene una licencia regular. Designe un conductor con CDL o elija un vehículo que no la requiera.',
  'The {vehicle} needs the passenger (P) endorsement on the driver’s {licence}; {who}’s license has none.':
    '{vehicle} requiere el endoso de pasajeros (P) en la {licence} del conductor; la licencia de {who} no lo tiene.',
  'Drivers of the {vehicle} must have held a license for at least {least}; {who} has held one for {held}.':
    'Los conductores de {vehicle} deben tener licencia desde hace al menos {least}; {who} la tiene desde hace {held}.',
  'Enter a valid date and time.': 'Ingrese una fecha y hora válidas.',
  'Choose a return date and time after the pickup.':
    'Elija una fecha y hora de devolución posteriores a la recogida.',
  'Choose extras from the list.': 'Elija extras de la lista.',
  'Choose 1 to {max} of {extra}.': 'Elija de 1 a {max} de {extra}.',
  'Choose protection from the list.': 'Elija la protección de la lista.',
  'The {vehicle} cannot be returned to another location on this route: return it where you pick it up, or choose another vehicle.':
    '{vehicle} no se puede devolver en otra sucursal en esta ruta: devuélvalo donde lo recoge o elija otro vehículo.',
  'For pickups during {season} the shortest rental is {days} days.':
    'Para recogidas durante {season}, el alquiler mínimo es de {days} días.',
  'This promo code is no longer offered.': 'Este código promocional ya no está disponible.',
  'This promo code is valid for pickups from {date}.':
    'Este código promocional es válido para recogidas a partir del {date}.',
  'This promo code was valid for pickups until {date}.':
    'Este código promocional era válido para recogidas hasta el {date}.',
  'This promo code does not apply to the {vehicle}.': 'Este código promocional no se aplica a {vehicle}.',
  'This promo code needs a rental of at least {days} days.':
    'Este código promocional requiere un alquiler de al menos {days} días.',
  'This promo code has been used up.': 'Este código promocional ya se agotó.',
  'We need to review this booking before it can go ahead. Please call us at {phone}.':
    'Necesitamos revisar esta reserva antes de confirmarla. Llámenos al {phone}.',

  // What the API answers a renter by itself (apps/api): bookings and changes refused, links, payments,
  // uploads. The data in them (a vehicle's or location's name, a date, an amount) stay as they are.
  'The total is now {now}, not the {shown} you were shown: the price changed meanwhile. Check the new total and confirm again.':
    'El total ahora es {now}, no los {shown} que se le mostraron: el precio cambió mientras tanto. Revise el nuevo total y vuelva a confirmar.',
  'No {vehicle} is free at {location} for those dates.':
    'No queda ningún {vehicle} libre en {location} para esas fechas.',
  'Only {free} {vehicle} is free at {location} for those dates; you asked for {asked}.':
    'Solo queda {free} {vehicle} libre en {location} para esas fechas; usted pidió {asked}.',
  'Only {free} {vehicles} are free at {location} for those dates; you asked for {asked}.':
    'Solo quedan {free} {vehicles} libres en {location} para esas fechas; usted pidió {asked}.',
  'Try other dates, another vehicle or another location.':
    'Pruebe otras fechas, otro vehículo u otra sucursal.',
  'Nothing was booked: change those vehicles or the dates and try again.':
    'No se reservó nada: cambie esos vehículos o las fechas e inténtelo de nuevo.',
  'No {extra} is free at {location} for those dates. Remove it, or try other dates.':
    'No queda ningún {extra} libre en {location} para esas fechas. Quítelo o pruebe otras fechas.',
  'Only {free} × {extra} is free at {location} for those dates; you asked for {asked}.':
    'Solo queda {free} × {extra} libre en {location} para esas fechas; usted pidió {asked}.',
  'Only {free} × {extra} are free at {location} for those dates; you asked for {asked}.':
    'Solo quedan {free} × {extra} libres en {location} para esas fechas; usted pidió {asked}.',
  'These vehicles are already promised to other renters at {location} after they arrive, so this reservation must still return there. Call us to change where it comes back.':
    'Estos vehículos ya están comprometidos con otros clientes en {location} cuando lleguen, así que esta reserva debe devolverse allí. Llámenos para cambiar el lugar de devolución.',
  'The promo code {code} has been used up. Book without it, or use another code.':
    'El código promocional {code} ya se agotó. Reserve sin él o use otro código.',
  'We do not know the promo code “{code}”. Check its spelling.':
    'No conocemos el código promocional “{code}”. Revise cómo está escrito.',
  'We do not offer “{extra}”. Choose extras from the list.':
    'No ofrecemos “{extra}”. Elija extras de la lista.',
  'We do not offer “{protection}”. Choose protection from the list.':
    'No ofrecemos “{protection}”. Elija la protección de la lista.',
  'We have no vehicle “{vehicle}”. Choose one from the list.':
    'No tenemos el vehículo “{vehicle}”. Elija uno de la lista.',
  'That vehicle is no longer listed. Choose one from the list.':
    'Ese vehículo ya no está en la lista. Elija uno de la lista.',
  'Choose at most {max} × {extra}.': 'Elija como máximo {max} × {extra}.',
  'Drivers of this {vehicle} must be {age} or older.':
    'Los conductores de este {vehicle} deben tener {age} años o más.',
  'Assign each driver to one of the vehicles in this reservation.':
    'Asigne cada conductor a uno de los vehículos de esta reserva.',
  'There are {count} problems.': 'Hay {count} problemas.',
  '{who}’s license expires on {expiry}, before the return on {date}.':
    'La licencia de {who} vence el {expiry}, antes de la devolución del {date}.',
  'Every driver needs a license valid for the whole rental.':
    'Cada conductor necesita una licencia vigente durante todo el alquiler.',
  '{organization} pays by purchase order: enter the PO number.':
    '{organization} paga con orden de compra: ingrese el número de la orden de compra.',
  '{organization} is not approved for invoice terms yet: our accounts team is reviewing the request. Pay by card for now.':
    '{organization} todavía no está aprobada para pagar con factura: nuestro equipo de cuentas está revisando la solicitud. Por ahora, pague con tarjeta.',
  'That date has passed at {location}. Choose today or later.':
    'Esa fecha ya pasó en {location}. Elija hoy o una fecha posterior.',
  'All {count} of {location}’s drivers are out on deliveries and collections between {from} and {to} on {date}: choose another time, or come to the counter.':
    'Los conductores de {location} ({count}) están ocupados con entregas y retiros entre las {from} y las {to} del {date}: elija otra hora o venga al mostrador.',
  '{location} has no driver to deliver the vehicles on {date}: choose another day, or come to the counter.':
    '{location} no tiene conductor para entregar los vehículos el {date}: elija otro día o venga al mostrador.',
  '{location} has no driver to collect the vehicles on {date}: choose another day, or come to the counter.':
    '{location} no tiene conductor para retirar los vehículos el {date}: elija otro día o venga al mostrador.',
  'The pickup time of this reservation has passed, so it can no longer be changed online.':
    'La hora de recogida de esta reserva ya pasó, así que ya no se puede cambiar en línea.',
  'The pickup time of this reservation has passed, so it can no longer be cancelled online.':
    'La hora de recogida de esta reserva ya pasó, así que ya no se puede cancelar en línea.',
  'The pickup time of this reservation has passed, so it can no longer be changed online. Call {location} at {phone}.':
    'La hora de recogida de esta reserva ya pasó, así que ya no se puede cambiar en línea. Llame a {location} al {phone}.',
  'The pickup time of this reservation has passed, so it can no longer be cancelled online. Call {location} at {phone}.':
    'La hora de recogida de esta reserva ya pasó, así que ya no se puede cancelar en línea. Llame a {location} al {phone}.',
  // A reservation's status as the API names it in a sentence ("This reservation is cancelled").
  cancelled: 'cancelada',
  expired: 'vencida',
  confirmed: 'confirmada',
  'pending payment': 'pendiente de pago',
  pending_payment: 'pendiente de pago',
  'This reservation is {status}, so it can no longer be changed.':
    'Esta reserva está {status}, así que ya no se puede cambiar.',
  'This reservation is {status}: there is nothing to pay.':
    'Esta reserva está {status}: no hay nada que pagar.',
  'This reservation is {status}: only a confirmed booking can be split.':
    'Esta reserva está {status}: solo se puede dividir una reserva confirmada.',
  'This reservation is waiting for its payment: pay first, then change it.':
    'Esta reserva está esperando su pago: pague primero y luego cámbiela.',
  'No reservation matches that code and e-mail address.':
    'Ninguna reserva coincide con ese código y ese correo electrónico.',
  'No reservation matches that code and e-mail address. Check both and try again.':
    'Ninguna reserva coincide con ese código y ese correo electrónico. Revise ambos e inténtelo de nuevo.',
  'No member of this split has that id.': 'Ningún integrante de este pago dividido tiene ese identificador.',
  'There is no invoice with that number.': 'No hay ninguna factura con ese número.',
  'No invoice has that number.': 'No hay ninguna factura con ese número.',
  'There is no such invoice for this reservation.': 'Esta reserva no tiene esa factura.',
  'There is no payment received with that id on this reservation.':
    'Esta reserva no tiene ningún pago recibido con ese identificador.',
  'No payment has that id.': 'No hay ningún pago con ese identificador.',
  'There is no such location.': 'Esa sucursal no existe.',
  'Open this page from the link in your e-mail: it carries your personal key.':
    'Abra esta página desde el enlace de su correo electrónico: lleva su clave personal.',
  'This link is not valid: open it again from your latest e-mail, or ask the organizer to send a new one.':
    'Este enlace no es válido: ábralo de nuevo desde su correo más reciente o pida al organizador que le envíe uno nuevo.',
  'This payment link no longer works: ask the organizer of the trip to send you a new one.':
    'Este enlace de pago ya no funciona: pida al organizador del viaje que le envíe uno nuevo.',
  'This review link is not one of ours: open it from the e-mail after your trip.':
    'Este enlace de reseña no es nuestro: ábralo desde el correo que recibió después de su viaje.',
  'This unsubscribe link is not one of ours: use the link in the e-mail.':
    'Este enlace para darse de baja no es nuestro: use el enlace del correo electrónico.',
  'The pickup time has passed, so this link no longer works. Bring your license to the counter.':
    'La hora de recogida ya pasó, así que este enlace ya no funciona. Traiga su licencia al mostrador.',
  'You have finished every step: this link has done its job. Bring your license to the counter.':
    'Completó todos los pasos: este enlace ya cumplió su función. Traiga su licencia al mostrador.',
  'Confirm your name, date of birth and address first.':
    'Primero confirme su nombre, fecha de nacimiento y dirección.',
  'Finish the other steps before you sign.': 'Complete los demás pasos antes de firmar.',
  'Still to do.': 'Pendiente.',
  'You have signed already: nothing more to do.': 'Ya firmó: no hay nada más que hacer.',
  'The rental agreement of this booking is signed already.':
    'El contrato de alquiler de esta reserva ya está firmado.',
  'The agreement has changed since you opened it: read it again.':
    'El contrato cambió desde que lo abrió: léalo de nuevo.',
  'The text has changed since you opened the page: read it again.':
    'El texto cambió desde que abrió la página: léalo de nuevo.',
  'Enter a mobile number without an extension, with its country code if it is not a US number.':
    'Ingrese un número de celular sin extensión, con su código de país si no es de EE. UU.',
  'This holds an invisible NUL character (\\u0000), which cannot be saved. Remove it.':
    'Esto contiene un carácter NUL invisible (\\u0000), que no se puede guardar. Quítelo.',
  'This number cannot take text messages.': 'Este número no puede recibir mensajes de texto.',
  'This site sends no text messages.': 'Este sitio no envía mensajes de texto.',
  'You have already sent your review. Thank you!': 'Ya envió su reseña. ¡Gracias!',
  'Nothing is due on this reservation online now.':
    'Por ahora no hay nada que pagar en línea en esta reserva.',
  'This has just been paid: the payment shows on your booking in a moment.':
    'Esto se acaba de pagar: el pago aparecerá en su reserva en un momento.',
  'Card payments are not offered online.': 'No ofrecemos pagos con tarjeta en línea.',
  'Card payments are not taken online, so the members could not pay their shares: book without splitting.':
    'No aceptamos pagos con tarjeta en línea, así que los integrantes no podrían pagar su parte: reserve sin dividir el pago.',
  'A member has already paid their share: the split stays as it is.':
    'Un integrante ya pagó su parte: la división queda como está.',
  'The shares add up to {sum} ¢, not the booking’s total of {total} ¢.':
    'Las partes suman {sum} ¢, no el total de la reserva de {total} ¢.',
  'This member has nothing left to pay: no link was sent.':
    'Este integrante no tiene nada pendiente de pago: no se envió ningún enlace.',
  'Your share is paid: nothing is due from you.': 'Su parte está pagada: usted no debe nada.',
  'Your share is paid: the members still pay theirs through their own links.':
    'Su parte está pagada: los integrantes todavía pagan la suya con sus propios enlaces.',
  'The due date has passed: the organizer now pays what was left of your share.':
    'La fecha límite ya pasó: ahora el organizador paga lo que quedaba de su parte.',
  'This access key expired on {date}. Call us at {phone} or write to {email} for a new one: we e-mail it to your billing contact.':
    'Esta clave de acceso venció el {date}. Llámenos al {phone} o escriba a {email} para pedir una nueva: la enviamos por correo electrónico a su contacto de facturación.',
  'That organization account code and access key do not match. Use the link in your organization’s e-mail.':
    'El código de cuenta de la organización y la clave de acceso no coinciden. Use el enlace del correo electrónico de su organización.',
  'Check the access key from your organization’s e-mail.':
    'Revise la clave de acceso del correo electrónico de su organización.',
  '“{file}” is not an image we can read. Upload a JPEG, PNG, WebP or AVIF photo.':
    '“{file}” no es una imagen que podamos leer. Suba una foto JPEG, PNG, WebP o AVIF.',
  '“{file}” is {kind}. Upload a JPEG, PNG, WebP or AVIF photo.':
    '“{file}” es {kind}. Suba una foto JPEG, PNG, WebP o AVIF.',
  '“{file}” is not an image we can read. Upload the certificate as a PDF or a photo (JPEG, PNG, WebP or AVIF).':
    '“{file}” no es una imagen que podamos leer. Suba el certificado como PDF o como foto (JPEG, PNG, WebP o AVIF).',
  '“{file}” is {kind}. Upload the certificate as a PDF or a photo (JPEG, PNG, WebP or AVIF).':
    '“{file}” es {kind}. Suba el certificado como PDF o como foto (JPEG, PNG, WebP o AVIF).',
  'You have already paid more than the share this split leaves you ({amount} ¢).':
    'Usted ya pagó más de la parte que le deja esta división ({amount} ¢).',
  'The payment page could not be opened. Try again.':
    'No se pudo abrir la página de pago. Inténtelo de nuevo.',
  'The rental has begun: its cost can no longer be split.':
    'El alquiler ya comenzó: su costo ya no se puede dividir.',
  'This booking is billed to an organisation’s invoice: the organisation pays it.':
    'Esta reserva se factura a una organización: la organización la paga.',
  'Your vehicle needs no safety briefing.': 'Su vehículo no requiere instrucciones de seguridad.',
  '{name} has no e-mail address to send a link to.':
    '{name} no tiene una dirección de correo electrónico a la cual enviar un enlace.',
  '{name} has finished already.': '{name} ya terminó.',
  'No such licence photo.': 'Esa foto de licencia no existe.',
  'This booking is no longer active, so this link no longer works.':
    'Esta reserva ya no está activa, así que este enlace ya no funciona.',
  'Only a confirmed booking’s agreement can be signed.':
    'Solo se puede firmar el contrato de una reserva confirmada.',
  'The pickup time has passed: sign the agreement at the counter.':
    'La hora de recogida ya pasó: firme el contrato en el mostrador.',
  'No certificate of insurance has that id.': 'No hay ningún certificado de seguro con ese identificador.',
  '{code} takes our protection: it needs no certificate of insurance.':
    '{code} tiene nuestra protección: no necesita un certificado de seguro.',
  'Choose the certificate’s file (PDF or photo) to upload.':
    'Elija el archivo del certificado (PDF o foto) para subirlo.',
  'Choose the certificate’s file to upload.': 'Elija el archivo del certificado para subirlo.',
  'Send one certificate per request.': 'Envíe un certificado a la vez.',
  '“{file}” is larger than {size} MB. Scan it at a lower resolution and try again.':
    '“{file}” pesa más de {size} MB. Escanéelo con menor resolución e inténtelo de nuevo.',
  '“{file}” is an incomplete PDF: it may not have finished downloading. Save it again and retry.':
    '“{file}” es un PDF incompleto: puede que no haya terminado de descargarse. Guárdelo de nuevo e inténtelo otra vez.',
  'There is no such file.': 'Ese archivo no existe.',
  '“{file}” could not be read as an image: it may be damaged or incomplete. Export it again and retry.':
    '“{file}” no se pudo leer como imagen: puede estar dañado o incompleto. Expórtelo de nuevo e inténtelo otra vez.',
  '“{file}” is {width} × {height} pixels ({pixels}); the limit is {limit}. Resize it and upload it again.':
    '“{file}” mide {width} × {height} píxeles ({pixels}); el límite es {limit}. Cambie su tamaño y vuelva a subirlo.',
  '{count} megapixels': '{count} megapíxeles',
  '“{file}” is larger than {size} MB. Export a smaller copy and upload that.':
    '“{file}” pesa más de {size} MB. Exporte una copia más pequeña y súbala.',
  'Choose an image to upload.': 'Elija una imagen para subir.',
  'Send one image per request.': 'Envíe una imagen a la vez.',
  'a GIF': 'un GIF',
  'a HEIC photo': 'una foto HEIC',
  'a PDF document': 'un documento PDF',
  'a BMP image': 'una imagen BMP',
  'a TIFF image': 'una imagen TIFF',
  'an SVG drawing': 'un dibujo SVG',
  'a video or another media file': 'un video u otro archivo multimedia',
  'This form looks as if a program filled it in, so we did not take it. If you are a person, reload the page and send it again, or call us.':
    'Parece que un programa llenó este formulario, así que no lo aceptamos. Si usted es una persona, vuelva a cargar la página y envíelo de nuevo, o llámenos.',
  'This form was sent faster than a person can fill it in, so we did not take it. Wait a few seconds and send it again.':
    'Este formulario se envió más rápido de lo que una persona puede llenarlo, así que no lo aceptamos. Espere unos segundos y envíelo de nuevo.',
  'The request body is larger than this endpoint accepts. Shorten the text and send it again.':
    'Lo que envió es más largo de lo que aceptamos. Acorte el texto y envíelo de nuevo.',
  'You have sent too many requests in a short time. Please wait {wait} and try again.':
    'Envió demasiadas solicitudes en poco tiempo. Espere {wait} e inténtelo de nuevo.',
  '1 second': '1 segundo',
  '{count} seconds': '{count} segundos',
  '1 minute': '1 minuto',
  '{count} minutes': '{count} minutos',
};

/** The message in Spanish; a message the map does not know stays as it is. */
export const translateMessage = messageTranslator(translatedMessages);
