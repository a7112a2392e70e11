import type { ConsentMode } from '@convoy/domain/contracts/public-config.schema';
import { consentCookieName } from '@convoy/domain/rules/consent-cookie';
import { useSyncExternalStore } from 'react';
import { type CookieStore, createCookieStore } from './cookie-store';
import { gtag } from './data-layer';

/**
 * The visitor's consent (decision 004). The operator's mode decides the default:
 * opt-in stores nothing until the visitor accepts, opt-out stores until they
 * decline. The choice is remembered in the `cv_consent` cookie (a cookie, so
 * the server could honour it too; recording a refusal needs no consent) and
 * can be changed from the footer. Google Consent Mode v2 signals follow it.
 */
export type ConsentChoice = 'granted' | 'denied';
/** 'unknown' until the run-time config says which mode applies. */
export type EffectiveConsent = ConsentChoice | 'unknown';

export interface ConsentState {
  ready: boolean;
  mode: ConsentMode;
  choice: ConsentChoice | null;
  bannerOpen: boolean;
}

export { consentCookieName };

let state: ConsentState = { ready: false, mode: 'opt-in', choice: null, bannerOpen: false };
let store: CookieStore | undefined;
const listeners = new Set<() => void>();

function setState(next: Partial<ConsentState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

/** Consent Mode v2: one Accept/Decline covers analytics and advertising storage and signals. */
export function consentSignals(consent: ConsentChoice) {
  return {
    ad_storage: consent,
    analytics_storage: consent,
    ad_user_data: consent,
    ad_personalization: consent,
  };
}

export function effectiveConsent(): EffectiveConsent {
  if (!state.ready) return 'unknown';
  return state.choice ?? (state.mode === 'opt-out' ? 'granted' : 'denied');
}

export function analyticsAllowed(): boolean {
  return effectiveConsent() === 'granted';
}

/** Called once the mode is known: reads the remembered choice and sets the Consent Mode default. */
export function initConsent(mode: ConsentMode, cookies: CookieStore = createCookieStore()): void {
  if (state.ready) return;
  store = cookies;
  const saved = cookies.read(consentCookieName);
  const choice = saved === 'granted' || saved === 'denied' ? saved : null;
  state = { ready: true, mode, choice, bannerOpen: choice === null };
  gtag('consent', 'default', consentSignals(effectiveConsent() === 'granted' ? 'granted' : 'denied'));
  for (const listener of listeners) listener();
}

export function chooseConsent(choice: ConsentChoice): void {
  (store ?? createCookieStore()).write(consentCookieName, choice);
  gtag('consent', 'update', consentSignals(choice));
  setState({ choice, bannerOpen: false });
}

/** The footer's "Cookie settings" reopens the banner. */
export function openConsentBanner(): void {
  setState({ bannerOpen: true });
}

export function getConsentState(): ConsentState {
  return state;
}

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const serverState: ConsentState = { ready: false, mode: 'opt-in', choice: null, bannerOpen: false };

/** The consent state in React; the server render (and hydration) sees "not ready", so the banner hydrates empty. */
export function useConsentState(): ConsentState {
  return useSyncExternalStore(subscribeConsent, getConsentState, () => serverState);
}

export function useEffectiveConsent(): EffectiveConsent {
  return useSyncExternalStore(subscribeConsent, effectiveConsent, () => 'unknown' as const);
}
