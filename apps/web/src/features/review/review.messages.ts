import { defineMessages } from '../../lib/messages';

/** The renter's review of a trip (decision 047; decision 048: every message in both languages). */
export default defineMessages({
  loading: { en: 'Opening your review…', es: 'Abriendo su reseña…' },
  invalid: {
    en: 'This review link is not one of ours. Open it from the e-mail we sent after your trip.',
    es: 'Este enlace de reseña no es nuestro. Ábralo desde el correo electrónico que le enviamos después de su viaje.',
  },
  retry: { en: 'Try again', es: 'Intentar de nuevo' },
  trip: { en: 'Your trip', es: 'Su viaje' },
  code: { en: 'Booking', es: 'Reserva' },
  vehicle: { en: 'Vehicle', es: 'Vehículo' },
  location: { en: 'From', es: 'Desde' },
  returned: { en: 'Returned', es: 'Devolución' },
  rating: { en: 'Your rating', es: 'Su calificación' },
  stars: {
    en: '{count, plural, one {# star} other {# stars}}',
    es: '{count, plural, one {# estrella} other {# estrellas}}',
  },
  comment: { en: 'Tell us how it went (optional)', es: 'Cuéntenos cómo le fue (opcional)' },
  consent: {
    en: 'You may publish my review on the site with my first name and last initial',
    es: 'Pueden publicar mi reseña en el sitio con mi nombre y la inicial de mi apellido',
  },
  consentHint: {
    en: 'Unticked, only our team reads it. We never change the words of a review.',
    es: 'Si no la marca, solo nuestro equipo la lee. Nunca cambiamos las palabras de una reseña.',
  },
  send: { en: 'Send my review', es: 'Enviar mi reseña' },
  sending: { en: 'Sending…', es: 'Enviando…' },
  thanks: {
    en: 'Thank you: your review is with our team.',
    es: 'Gracias: su reseña ya está con nuestro equipo.',
  },
  google: {
    en: 'Would you share it on Google too? It helps other groups find us.',
    es: '¿La compartiría también en Google? Ayuda a otros grupos a encontrarnos.',
  },
  googleLink: { en: 'Review us on Google', es: 'Déjenos una reseña en Google' },
  yours: {
    en: 'You gave {count, plural, one {# star} other {# stars}}.',
    es: 'Nos dio {count, plural, one {# estrella} other {# estrellas}}.',
  },
});
