/**
 * What a visitor types into a prerendered form before its script is live, kept
 * in the tab's session so a reload does not lose it (SPEC Part B §8). Plain DOM
 * and the form's own encoding (its fields as a query string), so it costs the
 * page almost nothing: the form's script, once live, keeps the draft itself.
 */

function session(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** A form's fields as a query string. */
const encoded = (form: HTMLFormElement) => new URLSearchParams(new FormData(form) as never).toString();

/** Keeps the values of the form that holds `control`. */
export function keepEarlyDraft(key: string, control: EventTarget | null): void {
  const form = control instanceof Element ? control.closest('form') : null;
  if (!form) return;
  try {
    session()?.setItem(key, encoded(form));
  } catch {
    // Full or blocked storage: the draft lives only as long as the page.
  }
}

/** Puts a kept draft back into the controls under `root`, by name; radio buttons by value. */
export function restoreEarlyDraft(key: string, root: ParentNode): void {
  const kept = session()?.getItem(key);
  if (!kept) return;
  for (const [name, value] of new URLSearchParams(kept)) {
    for (const control of root.querySelectorAll<HTMLInputElement | HTMLSelectElement>(
      `[name="${CSS.escape(name)}"]`,
    )) {
      if (control instanceof HTMLInputElement && (control.type === 'radio' || control.type === 'checkbox'))
        control.checked = control.value === value;
      else control.value = value;
    }
  }
}

/**
 * As the page goes live: a kept draft goes back into the form under `root`; with none, what was
 * typed before the page was live (before any handler could hear it) is kept now.
 */
export function keepTypedEarly(key: string, root: ParentNode): void {
  const form = root.querySelector('form');
  if (session()?.getItem(key)) restoreEarlyDraft(key, root);
  else if (form) {
    // A copy set back to the prerendered values: the form differs from it when something was typed.
    const prerendered = form.cloneNode(true) as HTMLFormElement;
    prerendered.reset();
    if (encoded(form) !== encoded(prerendered)) keepEarlyDraft(key, form);
  }
}

/** The live form keeps its own draft from now on. */
export function dropEarlyDraft(key: string): void {
  try {
    session()?.removeItem(key);
  } catch {
    // Nothing kept.
  }
}
