/**
 * Text typed by a person (a renter's or driver's name, an organisation's) as
 * it may be written into a plain-text e-mail, a PDF or a CSV file. A carriage
 * return or line feed in a name would start a line of its own there (a fake
 * "Pay to …" line under "Hello Ada,"), and the bidirectional controls of
 * Unicode TR9 reorder what a reader sees without showing themselves
 * ("…\u202Efdp.exe" reads as "…exe.pdf"). None of them belongs in a name.
 */

/** The bidirectional marks, embeddings, overrides and isolates (Unicode TR9, and the Arabic letter mark). */
const bidiControls = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
/** The C0 and C1 controls and DEL (Unicode category Cc), but the tab and the line feed. */
const controls = /[^\P{Cc}\t\n]/gu;
/** Every way of ending a line: CR LF, a lone CR, NEL, and the Unicode line and paragraph separators. */
const lineEnds = /\r\n?|[\u0085\u2028\u2029]/g;

/**
 * Text with its line breaks as line feeds and no other control or bidi
 * character: for a field whose lines are meant (a note, a message), which a
 * CSV cell keeps inside its quotes.
 */
export function plainText(text: string): string {
  return text.replace(lineEnds, '\n').replace(bidiControls, '').replace(controls, '');
}

/**
 * Text on one line: every line break, tab and run of white space one space,
 * trimmed, and no control or bidi character: for a name, wherever it goes.
 */
export function oneLine(text: string): string {
  return plainText(text).replace(/\s+/g, ' ').trim();
}
