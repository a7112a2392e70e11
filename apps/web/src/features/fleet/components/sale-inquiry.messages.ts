import { defineMessages } from '../../../lib/messages';

/** The inquiry about a vehicle for sale, loaded when opened (decision 048: every message in both languages). */
export default defineMessages({
  defaultMessage: { en: 'I am interested in the {title}.', es: 'Me interesa este vehículo: {title}.' },
  send: { en: 'Send inquiry', es: 'Enviar consulta' },
  sentHeading: { en: 'Thank you, we have your inquiry', es: 'Gracias, recibimos su consulta' },
  sentText: {
    en: 'We confirm the vehicle is still available and send its inspection report and service record, within one business day.',
    es: 'En un día hábil le confirmamos que el vehículo sigue disponible y le enviamos su informe de inspección y su historial de mantenimiento.',
  },
  message: { en: 'Message', es: 'Mensaje' },
});
