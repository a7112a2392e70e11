import { defineMessages } from '../../lib/messages';

/** The group-size advisor's own words beside its content labels (decision 048: every message in both languages). */
export default defineMessages({
  forName: { en: 'for {name}', es: 'para {name}' },
});
