import { defineMessages } from './messages';

/**
 * What a visitor reads when a request fails without a message of the API's own (decision 048:
 * every message in both languages). Beside api-error.ts, so the home page's search form carries them.
 */
export default defineMessages({
  networkError: {
    en: 'We could not reach our server. Check your internet connection and try again.',
    es: 'No pudimos comunicarnos con nuestro servidor. Revise su conexión a internet y vuelva a intentarlo.',
  },
  timeout: {
    en: 'Our server took too long to answer. Please try again.',
    es: 'Nuestro servidor tardó demasiado en responder. Vuelva a intentarlo.',
  },
  badResponse: {
    en: 'Our server sent an answer we could not read. Please try again in a moment.',
    es: 'Nuestro servidor envió una respuesta que no pudimos leer. Vuelva a intentarlo en un momento.',
  },
  httpError: {
    en: 'Something went wrong with that request. Please try again.',
    es: 'Algo salió mal con esa solicitud. Vuelva a intentarlo.',
  },
  serverError: {
    en: 'Something went wrong on our side. Please try again in a moment.',
    es: 'Algo salió mal de nuestro lado. Vuelva a intentarlo en un momento.',
  },
  tooManyRequests: {
    en: 'You have sent a lot of requests in a short time. Please wait a minute and try again.',
    es: 'Envió muchas solicitudes en poco tiempo. Espere un minuto y vuelva a intentarlo.',
  },
});
