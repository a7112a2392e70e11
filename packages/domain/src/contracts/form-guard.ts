// The bot checks every public form sends (decision 008): names and limits the
// web's forms need before, and without, the schemas (common.schema.ts's
// formGuardFields), so a page with a form does not load zod to draw it.

/**
 * The hidden field of every public form (decision 008, abuse limits): people never
 * see or reach it, so it stays empty; a bot that fills every input fills it
 * too. An unusual name that no browser autofills.
 */
export const honeypotFieldName = 'website_url_confirm';

/**
 * The web forms wait until they have been open this long before they send
 * (decision 008: minimum fill time); the server's FORM_MIN_FILL_MS may not exceed it,
 * or a quick person's form would be refused.
 */
export const formMinFillMs = 2000;

/** fillMs above this (30 days) is refused by the schema; the web forms send at most this. */
export const formMaxFillMs = 30 * 24 * 60 * 60 * 1000;

/** What a public form sends beside its fields (formGuardFields in common.schema.ts checks it). */
export interface FormGuardValues {
  [honeypotFieldName]?: string | undefined;
  fillMs?: number | undefined;
}
