/**
 * The sessionStorage key of the flow's state (flow-persistence.ts), apart so that a page can ask whether the
 * tab holds a flow without loading the flow's code (quote.screen.tsx).
 */
export const flowStorageKey = 'convoy.reservation-flow';

/** Whether this tab has a flow saved (a search, a contact, a quote); false where storage cannot be read. */
export function tabHasFlow(): boolean {
  try {
    return window.sessionStorage.getItem(flowStorageKey) !== null;
  } catch {
    return false;
  }
}
