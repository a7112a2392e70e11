import { defineMessages } from './messages';

/** Words of the head of a page that has no route-table texts (decision 048: every message in both languages). */
export default defineMessages({
  notFoundDescription: {
    en: 'The page you asked for does not exist. Find your way from the {brand} home page or the fleet.',
    es: 'La página que buscaba no existe. Oriéntese desde la página de inicio de {brand} o desde la flota.',
  },
});
