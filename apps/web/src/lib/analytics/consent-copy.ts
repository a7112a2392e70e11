import type { ConsentMode } from '@convoy/domain/contracts/public-config.schema';

/** The consent banner's words (STYLE: UI text lives in content files). The banner's chunk carries them. */
export const consentCopy = {
  title: 'Cookies and analytics',
  body: {
    'opt-in':
      'With your permission we use cookies to remember how you found us and to measure how the site is used. Nothing is stored until you accept.',
    'opt-out':
      'We use cookies to remember how you found us and to measure how the site is used. You can decline, and change your mind at any time.',
  } satisfies Record<ConsentMode, string>,
  accept: 'Accept',
  decline: 'Decline',
} as const;
