import { defineMessages } from '../../../lib/messages';

/** The confirm step's extras, protection, promo code, distance and cancellation policy (choices-copy.ts; decision 048). */
export default defineMessages({
  heading: { en: 'Extras, protection and discounts', es: 'Extras, protección y descuentos' },
  intro: {
    en: 'The total updates as you choose. Everything is paid at pickup.',
    es: 'El total se actualiza a medida que elige. Todo se paga en la recogida.',
  },
  extrasLegend: { en: 'Extras', es: 'Extras' },
  perRental: { en: '{price} per rental', es: '{price} por alquiler' },
  perDay: { en: '{price} a day', es: '{price} al día' },
  perDayCapped: {
    en: '{price} a day, at most {cap} per rental',
    es: '{price} al día, máximo {cap} por alquiler',
  },
  stock: {
    en: '{n, plural, one {# unit} other {# units}} at this location, while they last for your dates',
    es: '{n, plural, one {# unidad} other {# unidades}} en esta sucursal, hasta agotar existencias para sus fechas',
  },
  quantityOf: { en: 'How many: {label}', es: 'Cantidad: {label}' },
  protectionLegend: { en: 'Protection for each vehicle', es: 'Protección para cada vehículo' },
  protectionHint: {
    en: 'Choose our cover, or decline it and show us your own insurance’s certificate.',
    es: 'Elija nuestra cobertura, o rechácela y muéstrenos el certificado de su propio seguro.',
  },
  perVehicleDay: { en: '{price} a day per vehicle', es: '{price} al día por vehículo' },
  decline: {
    en: 'I decline protection: my own insurance covers the vehicles',
    es: 'Rechazo la protección: mi propio seguro cubre los vehículos',
  },
  declineHint: {
    en: 'No charge. After booking, upload your certificate of insurance.',
    es: 'Sin cargo. Después de reservar, suba su certificado de seguro.',
  },
  /** count: how many covers; first: all but the last, joined with ", ". */
  allProtection: {
    en: '{count, plural, =2 {Both} other {All of them}}: {first} and {last}',
    es: '{count, plural, =2 {Ambas} other {Todas}}: {first} y {last}',
  },
  allProtectionHint: {
    en: 'Each cover above, for every vehicle.',
    es: 'Cada cobertura de arriba, para todos los vehículos.',
  },
  ownCover: {
    en: 'After booking, upload a certificate of insurance from your booking’s page (or your organization’s page): it must cover hired vehicles for the whole trip, with a liability limit of at least $1,000,000. The vehicles go out once we have verified it.',
    es: 'Después de reservar, suba un certificado de seguro desde la página de su reserva (o la de su organización): debe cubrir vehículos alquilados durante todo el viaje, con un límite de responsabilidad civil de al menos $1,000,000. Los vehículos salen una vez que lo hayamos verificado.',
  },
  protectionMissing: {
    en: 'Choose protection, or decline it if your own insurance covers the vehicles.',
    es: 'Elija una protección, o rechácela si su propio seguro cubre los vehículos.',
  },
  promoLabel: { en: 'Promo code', es: 'Código promocional' },
  promoApply: { en: 'Apply', es: 'Aplicar' },
  promoApplying: { en: 'Checking…', es: 'Verificando…' },
  promoRemove: { en: 'Remove', es: 'Quitar' },
  promoApplied: { en: '{code} applied.', es: '{code} aplicado.' },
  promoUnknown: {
    en: 'We could not check that code. Try again.',
    es: 'No pudimos verificar ese código. Inténtelo de nuevo.',
  },
  milesLabel: { en: 'Estimated distance (miles, optional)', es: 'Distancia estimada (millas, opcional)' },
  milesUnlimited: {
    en: 'Mileage is unlimited for this vehicle.',
    es: 'El millaje es ilimitado para este vehículo.',
  },
  milesHint: {
    en: '{allowance} miles a day per vehicle are included; we estimate any excess for you (charged at return, if driven).',
    es: 'Se incluyen {allowance} millas al día por vehículo; le estimamos cualquier exceso (se cobra en la devolución, si se recorre).',
  },
  milesInvalid: {
    en: 'Enter the distance in whole miles, from 0 to 100,000.',
    es: 'Ingrese la distancia en millas enteras, de 0 a 100,000.',
  },
  totalHeading: { en: 'Your total', es: 'Su total' },
  pricing: { en: 'Updating the total…', es: 'Actualizando el total…' },
  priceFailed: {
    en: 'We could not update the total. Check your connection; the booking is priced again when you confirm.',
    es: 'No pudimos actualizar el total. Revise su conexión; el precio de la reserva se vuelve a calcular cuando confirme.',
  },
  cancellationHeading: { en: 'Cancellation policy', es: 'Política de cancelación' },
  cancellationFreeUntil: {
    en: 'Free until {deadline} (the location’s time).',
    es: 'Gratis hasta el {deadline} (hora de la sucursal).',
  },
  cancellationSingle: { en: 'For this booking:', es: 'Para esta reserva:' },
  cancellationGroup: {
    en: 'Your convoy of {vehicles} vehicles follows our group policy ({from} or more vehicles):',
    es: 'Su convoy de {vehicles} vehículos sigue nuestra política para grupos ({from} o más vehículos):',
  },
  cancellationLoading: { en: 'Loading the cancellation policy…', es: 'Cargando la política de cancelación…' },
  cancellationFailed: {
    en: 'We could not load the cancellation policy just now. It is in the rental terms and in your confirmation e-mail.',
    es: 'Ahora mismo no pudimos cargar la política de cancelación. Está en los términos del alquiler y en su correo electrónico de confirmación.',
  },
});
