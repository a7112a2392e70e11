import { defineMessages } from '../../../lib/messages';

/** The contact form, loaded when near (decision 048: every message in both languages). */
export default defineMessages({
  submit: { en: 'Send message', es: 'Enviar mensaje' },
  sentHeading: { en: 'Thank you, your message is on its way', es: 'Gracias, su mensaje va en camino' },
  sentText: {
    en: 'We answer within one business day, usually sooner. For anything urgent, call the location you rent from.',
    es: 'Respondemos en un día hábil, normalmente antes. Si es urgente, llame a la sucursal donde alquila.',
  },
  subject: { en: 'Subject', es: 'Asunto' },
  message: { en: 'Message', es: 'Mensaje' },
});
