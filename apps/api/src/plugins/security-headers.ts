import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The security headers of every response (decision 007; the policy and
 * its reasons: docs/decisions/007-security-headers.md). One onSend hook rather
 * than @fastify/helmet: HSTS depends on the request, Permissions-Policy is not
 * helmet's, and helmet's defaults add directives (upgrade-insecure-requests)
 * that would have to be switched off one by one.
 */

/**
 * Google's hosts for a GA4 tag loaded by gtag.js, from "Use Tag Manager with a
 * Content Security Policy" (developers.google.com/tag-platform/security/guides/csp),
 * section Google Analytics 4, Google Signals included. Allowed only when
 * GA4_MEASUREMENT_ID is set (SPEC Part B §11): otherwise no page talks to Google.
 */
export const ga4Sources = {
  script: ['https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
    'https://*.g.doubleclick.net',
    'https://www.google.com',
  ],
} as const;

/** The Content-Security-Policy value; GA4's hosts join only when a tag is configured. */
export function contentSecurityPolicy({ ga4 }: { ga4: boolean }): string {
  const extra = (sources: readonly string[]) => (ga4 ? sources : []);
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    // Only our own files run: no inline script, no eval (the pages' JSON-LD blocks are data, not scripts).
    'script-src': ["'self'", ...extra(ga4Sources.script)],
    // Runtime <style> elements (Radix's scroll lock, whose CSS holds the measured scrollbar
    // width) and style attributes (a swiped toast's offset) cannot be hashed ahead; pages are static, so no per-response nonce.
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: and blob: for images the browser makes itself (previews, inline SVG).
    'img-src': ["'self'", 'data:', 'blob:', ...extra(ga4Sources.img)],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...extra(ga4Sources.connect)],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * Powerful features no page of ours uses, switched off for us and any frame.
 * Only features Chromium knows: an unknown one is logged as an error in the console.
 */
export const permissionsPolicy = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** Two years, subdomains included, as hstspreload.org recommends (preload itself is the operator's call). */
export const strictTransportSecurity = 'max-age=63072000; includeSubDomains';

export interface SecurityHeaderOptions {
  /** GA4_MEASUREMENT_ID is set: the tag's hosts are allowed. */
  ga4: boolean;
}

/** The headers every response carries, whatever its protocol. */
export function securityHeaders({ ga4 }: SecurityHeaderOptions): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy({ ga4 }),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': permissionsPolicy,
    'cross-origin-opener-policy': 'same-origin',
    // For browsers without CSP 2's frame-ancestors.
    'x-frame-options': 'DENY',
  };
}

/**
 * Sets the headers on one reply. HSTS only on a request that came over https
 * (request.protocol: X-Forwarded-Proto is believed only with TRUST_PROXY, as
 * for the Secure cookie); browsers ignore it over http anyway, and a
 * plain-http development server must not claim it. Exported for replies that
 * no hook sees (Fastify's `frameworkErrors`, answered before routing).
 */
export function securityHeaderSetter(options: SecurityHeaderOptions) {
  const headers = securityHeaders(options);
  return (request: FastifyRequest, reply: FastifyReply): void => {
    reply.headers(headers);
    if (request.protocol === 'https') reply.header('strict-transport-security', strictTransportSecurity);
  };
}

/**
 * Adds the headers to every reply: pages, files, API answers, redirects, 404s
 * and errors alike, since onSend runs for each of them.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): void {
  const apply = securityHeaderSetter(options);
  app.addHook('onSend', async (request, reply, payload) => {
    apply(request, reply);
    return payload;
  });
}
