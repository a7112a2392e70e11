import { defineMessages } from '../../lib/messages';

/**
 * What stands where a form will load, with the page rather than the form (decision 048: every
 * message in both languages). The phone number and the e-mail address are links between the parts.
 */
export default defineMessages({
  loadingCall: {
    en: 'The form is loading. You can also call',
    es: 'El formulario se está cargando. También puede llamar al',
  },
  orEmail: { en: 'or e-mail', es: 'o escribir a' },
});
