import { defineMessages } from '../../lib/messages';

/** The leasing page's headings around its content (decision 048: every message in both languages). */
export default defineMessages({
  howItWorks: { en: 'How leasing works', es: 'Cómo funciona el arrendamiento' },
  included: { en: 'Included in the monthly rate', es: 'Incluido en la tarifa mensual' },
  notIncluded: { en: 'Not included', es: 'No incluido' },
  whoLeases: { en: 'Who leases from us', es: 'Quiénes arriendan con nosotros' },
  terms: { en: 'The terms in short', es: 'Las condiciones en resumen' },
  requestHeading: { en: 'Send a leasing request', es: 'Enviar una solicitud de arrendamiento' },
  requestIntro: {
    en: 'Tell us what you need; we reply with a written offer within one business day.',
    es: 'Díganos qué necesita; le respondemos con una oferta por escrito en un día hábil.',
  },
});
