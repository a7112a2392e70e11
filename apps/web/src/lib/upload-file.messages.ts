import { defineMessages } from './messages';

/** An upload's failures without a message of the API's own (decision 048: every message in both languages). */
export default defineMessages({
  tooLarge: { en: 'That file is too large to upload.', es: 'Ese archivo es demasiado grande para subirlo.' },
  failed: {
    en: 'The upload failed. Please try again in a moment.',
    es: 'No se pudo subir el archivo. Vuelva a intentarlo en un momento.',
  },
  unreached: {
    en: 'The upload did not reach our server. Check the connection and retry.',
    es: 'El archivo no llegó a nuestro servidor. Revise la conexión y vuelva a intentarlo.',
  },
});
