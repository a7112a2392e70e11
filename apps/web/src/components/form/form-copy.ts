import m from './form.messages';

/** Words shared by every form of the site, in the build's language (form.messages.ts). */
export const formCopy = {
  optional: m.optional(),
  summaryTitle: m.summaryTitle(),
  summaryIntro: m.summaryIntro(),
  choose: m.choose(),
  sending: m.sending(),
  /** The hidden field only programs fill in (decision 008); read by no one, but labelled all the same. */
  honeypot: m.honeypot(),
};
