import { defineMessages } from '../../../lib/messages';

/** The reservation flow's step names and notices (flow-copy.ts; decision 048: every message in both languages). */
export default defineMessages({
  progressLabel: { en: 'Reservation steps', es: 'Pasos de la reserva' },
  stepStart: { en: 'Trip details', es: 'Detalles del viaje' },
  stepAvailability: { en: 'Choose a vehicle', es: 'Elija un vehículo' },
  stepConfirm: { en: 'Your details', es: 'Sus datos' },
  stepSuccess: { en: 'Confirmed', es: 'Confirmada' },
  stepOf: { en: 'Step {n} of {total}', es: 'Paso {n} de {total}' },
  needsSearch: {
    en: 'Tell us about your trip first: where, when and who drives. Then we show what is free.',
    es: 'Primero cuéntenos sobre su viaje: dónde, cuándo y quién conduce. Luego le mostramos lo disponible.',
  },
  needsVehicle: {
    en: 'Choose a vehicle first. Here is what is free for your trip.',
    es: 'Primero elija un vehículo. Esto es lo disponible para su viaje.',
  },
  needsBooking: {
    en: 'You have not booked yet. Check your details and confirm the reservation.',
    es: 'Aún no ha reservado. Revise sus datos y confirme la reserva.',
  },
  restoring: { en: 'Loading your reservation…', es: 'Cargando su reserva…' },
  noticeLabel: { en: 'Note', es: 'Nota' },
});
