/**
 * The cookie remembering the visitor's consent choice (decision 004), kept as
 * long as the attribution copies (SPEC §9: 180 days). Read by the browser, and
 * by the server, which puts the consent banner in a page only for a visitor
 * who has not chosen. A module of its own: the page's entry script writes it.
 */
export const consentCookieName = 'cv_consent';
export const consentCookieMaxAgeSeconds = 180 * 24 * 60 * 60;
