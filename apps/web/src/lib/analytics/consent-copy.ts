import type { ConsentMode } from '@convoy/domain/contracts/public-config.schema';
import m from './consent-banner.messages';

/** The consent banner's words in the build's language (consent-banner.messages.ts). The banner's chunk carries them. */
export const consentCopy = {
  title: m.title(),
  body: { 'opt-in': m.bodyOptIn(), 'opt-out': m.bodyOptOut() } satisfies Record<ConsentMode, string>,
  accept: m.accept(),
  decline: m.decline(),
} as const;
