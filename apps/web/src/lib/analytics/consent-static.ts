import { consentCookieMaxAgeSeconds, consentCookieName } from '@convoy/domain/rules/consent-cookie';

/** Where the server puts the banner for a visitor with no choice yet (apps/api/src/site/consent-banner.ts). */
export const staticBannerId = 'consent-banner-static';
/** Marks a banner button's choice, so the server's copy works before the app does. */
export const choiceAttribute = 'data-consent-choice';

/**
 * Until the app takes over the server's banner (consent-banner.tsx), a tap on
 * one of its buttons is the visitor's choice: it goes into the consent cookie,
 * which consent starts from once the app runs (or, started already, the app's
 * banner adopts when it comes: consent-banner.tsx), and the banner goes. Run by the page's entry script,
 * before it waits for anything: a tap is never lost.
 */
export function takeEarlyConsent(): void {
  const banner = document.getElementById(staticBannerId);
  banner?.addEventListener('click', (event) => {
    // Only the banner's two buttons carry a choice ('granted' or 'denied'); consent.ts checks what it reads.
    const choice = (event.target as Element).closest(`[${choiceAttribute}]`)?.getAttribute(choiceAttribute);
    if (!choice) return;
    // As cookie-store.ts writes it (not imported: it would bring the attribution rules into the entry script).
    // biome-ignore lint/suspicious/noDocumentCookie: one write before the app (and its cookie store) has loaded.
    document.cookie = `${consentCookieName}=${choice}; Max-Age=${consentCookieMaxAgeSeconds}; Path=/; SameSite=Lax${
      location.protocol === 'https:' ? '; Secure' : ''
    }`;
    banner.remove();
  });
}
