/**
 * Limits of first-party collection (collect.schema.ts), in a module without zod:
 * the browser's beacon reads them on every page.
 */

/** The API refuses a larger body (413) before parsing it. */
export const collectMaxBodyBytes = 8 * 1024;
/** Events in one beacon: a page view, or the Web Vitals of a page reported together. */
export const collectMaxEvents = 20;
