import { config } from 'zod/v4/core';

/**
 * The site's Content-Security-Policy has no 'unsafe-eval' (issue 8,
 * docs/decisions/007-security-headers.md). Zod compiles object parsers with
 * `new Function` unless told not to, and probes for it as each z.object is
 * built: a strict CSP reports that probe as a violation even though Zod
 * catches it. Imported first by entry-client.tsx, before any schema exists.
 */
config({ jitless: true });
