import { config } from 'zod/v4/core';

/**
 * `zod` as the web app imports it (vite.config.ts aliases the bare specifier
 * here): the same library, told not to compile parsers with `new Function`.
 * The site's Content-Security-Policy has no 'unsafe-eval' (decision 007,
 * docs/decisions/007-security-headers.md), and Zod probes for it as each
 * z.object is built: a strict CSP reports that probe as a violation even
 * though Zod catches it. Being the module every schema imports, this runs
 * before any schema exists, and only on pages that load schemas: zod stays
 * out of the marketing pages' first JavaScript (decision 009).
 */
config({ jitless: true });

export * from 'zod/v4';
export { z as default } from 'zod/v4';
