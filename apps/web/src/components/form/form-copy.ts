/** Words shared by every form of the site. */
export const formCopy = {
  optional: '(optional)',
  summaryTitle: 'There is a problem',
  summaryIntro: 'Please fix the following:',
  choose: 'Choose…',
  sending: 'Sending…',
};
