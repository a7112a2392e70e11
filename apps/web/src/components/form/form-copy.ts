/** Words shared by every form of the site. */
export const formCopy = {
  optional: '(optional)',
  summaryTitle: 'There is a problem',
  summaryIntro: 'Please fix the following:',
  choose: 'Choose…',
  sending: 'Sending…',
  /** The hidden field only programs fill in (decision 008); read by no one, but labelled all the same. */
  honeypot: 'Leave this field empty. It is here to catch automated spam.',
};
