import { consentCookieMaxAgeSeconds, consentCookieName } from '@convoy/domain/rules/consent-cookie';

/** Where the server puts the banner for a visitor with no choice yet (apps/api/src/site/consent-banner.ts). */
export const staticBannerId = 'consent-banner-static';
/** Marks a banner button's choice, so the server's copy works before the app does. */
export const choiceAttribute = 'data-consent-choice';
/** Dispatched on `window` with the choice made on the server's banner (consent.ts follows it once started). */
export const earlyChoiceEvent = 'convoy:consent-choice';

/**
 * Until the app takes over the server's banner (consent-banner.tsx), a tap on
 * one of its buttons is the visitor's choice: it goes into the consent cookie,
 * which consent starts from once the app runs (or, started already, hears as
 * `earlyChoiceEvent`), and the banner goes. Run by the page's entry script,
 * before it waits for anything: a tap is never lost.
 */
export function takeEarlyConsent(doc: Document = document): void {
  const banner = doc.getElementById(staticBannerId);
  banner?.addEventListener('click', (event) => {
    const choice = (event.target as Element | null)
      ?.closest(`[${choiceAttribute}]`)
      ?.getAttribute(choiceAttribute);
    if (choice !== 'granted' && choice !== 'denied') return;
    // As cookie-store.ts writes it (not imported: it would bring the attribution rules into the entry script).
    const secure = doc.location.protocol === 'https:' ? '; Secure' : '';
    doc.cookie = `${consentCookieName}=${choice}; Max-Age=${consentCookieMaxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
    banner.remove();
    // Consent that started in the meantime reads no cookie again: it hears the choice.
    doc.defaultView?.dispatchEvent(new CustomEvent(earlyChoiceEvent, { detail: choice }));
  });
}
