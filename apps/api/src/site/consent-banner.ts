import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from '@convoy/domain/content/locale';
import type { ConsentMode } from '@convoy/domain/contracts/public-config.schema';
import { consentCookieName } from '@convoy/domain/rules/consent-cookie';

/**
 * The consent banner of CONSENT_MODE as the web build wrote it
 * (`consent-banner.<mode>.html`: apps/web/scripts/prerender.mjs), or undefined
 * for a build without one. The server puts it in every page it sends to a
 * visitor who has not chosen yet, so the banner is on screen with the page's
 * first paint; the app's own banner takes its place once it runs (decision 004).
 */
export function readConsentBanner(
  webDist: string,
  mode: ConsentMode,
  locale: Locale = 'en',
): string | undefined {
  try {
    return readFileSync(path.join(webDist, localeFile(`consent-banner.${mode}`, locale)), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

const choice = new RegExp(`(?:^|;)\\s*${consentCookieName}=(?:granted|denied)\\s*(?:;|$)`);

/** A page of the build in a language: 404.html in English, 404.es.html in Spanish (decision 048). */
export const localeFile = (name: string, locale: Locale): string =>
  locale === 'en' ? `${name}.html` : `${name}.${locale}.html`;

/** Whether a request's Cookie header carries the visitor's consent choice. */
export function hasConsentChoice(cookieHeader: string | undefined): boolean {
  return cookieHeader !== undefined && choice.test(cookieHeader);
}

/** The page with `banner` last in its body. */
export function withConsentBanner(page: Buffer, banner: string): Buffer {
  const html = page.toString('utf8');
  const end = html.lastIndexOf('</body>');
  if (end < 0) return Buffer.from(html + banner);
  return Buffer.from(`${html.slice(0, end)}${banner}\n  ${html.slice(end)}`);
}
