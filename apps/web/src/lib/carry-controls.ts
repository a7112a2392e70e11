type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** What the visitor did to a prerendered form before its script took over. */
export interface CarriedControls {
  /** By the control's key (see `keyed`): the value typed or chosen, or a box ticked. */
  changed: Map<string, string | boolean>;
  /** Key of the control that had the focus, and its text selection. */
  focus?: { key: string; start: number | null; end: number | null };
}

/**
 * The controls of a part by a key that finds the same control in a fresh copy:
 * its name (and value, for a radio button), or its position when it has no name.
 * Names hold when the live copy starts from other values than the prerendered
 * one (a visitor's saved search shows other fields).
 */
function keyed(root: ParentNode): Map<string, Control> {
  const controls = [...root.querySelectorAll<Control>('input, select, textarea')];
  return new Map(
    controls.map((control, index) => {
      if (!control.name) return [`#${index}`, control];
      const radio = control instanceof HTMLInputElement && control.type === 'radio';
      return [radio ? `${control.name}=${control.value}` : control.name, control];
    }),
  );
}

function isToggle(control: Control): control is HTMLInputElement {
  return control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');
}

function changedValue(control: Control): string | boolean | undefined {
  if (isToggle(control)) return control.checked === control.defaultChecked ? undefined : control.checked;
  if (control instanceof HTMLSelectElement) {
    const initial = [...control.options].find((o) => o.defaultSelected) ?? control.options[0];
    return control.value === (initial?.value ?? '') ? undefined : control.value;
  }
  return control.value === control.defaultValue ? undefined : control.value;
}

/** Reads the controls of `root` the visitor changed, and where the focus is. */
export function captureControls(root: ParentNode): CarriedControls {
  const changed = new Map<string, string | boolean>();
  let focus: CarriedControls['focus'];
  for (const [key, control] of keyed(root)) {
    const value = changedValue(control);
    if (value !== undefined) changed.set(key, value);
    if (control !== document.activeElement) continue;
    focus = { key, start: null, end: null };
    if (control instanceof HTMLSelectElement) continue;
    try {
      focus = { key, start: control.selectionStart, end: control.selectionEnd };
    } catch {
      // Number inputs have no selection.
    }
  }
  return focus ? { changed, focus } : { changed };
}

/**
 * Gives the same controls of a freshly rendered copy of the part what the
 * visitor had done, as events React hears: its onChange handlers see the
 * values, as if typed into the new elements. Call it outside a React render or
 * commit, so each change renders before the next, as typing would.
 */
export function restoreControls(root: ParentNode, carried: CarriedControls): void {
  const controls = keyed(root);
  for (const [key, value] of carried.changed) {
    const control = controls.get(key);
    if (!control) continue;
    if (isToggle(control)) {
      if (control.checked !== value) control.click();
      continue;
    }
    // React tracks the value it set: go through the prototype's setter so the event counts as a change.
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set;
    setter?.call(control, String(value));
    control.dispatchEvent(
      new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
    );
  }
  const focus = carried.focus;
  const target = focus ? controls.get(focus.key) : undefined;
  if (!focus || !target) return;
  target.focus({ preventScroll: true });
  if (target instanceof HTMLSelectElement || focus.start === null) return;
  try {
    target.setSelectionRange(focus.start, focus.end);
  } catch {
    // Number inputs have no selection.
  }
}
