import { describe, expect, it } from 'vitest';
import { captureControls, restoreControls } from './carry-controls';

/** A small form as the prerender writes it, then as a visitor left it. */
function form(): HTMLFormElement {
  const el = document.createElement('form');
  el.innerHTML = `
    <input name="people" type="text" value="15">
    <input name="bags" type="text" value="">
    <select name="type"><option value="all" selected>All</option><option value="bus">Bus</option></select>
    <input name="terms" type="checkbox">`;
  document.body.append(el);
  return el;
}

function heard(el: HTMLElement): string[] {
  const events: string[] = [];
  for (const type of ['input', 'change', 'click'])
    el.addEventListener(type, (event) => {
      const target = event.target as HTMLInputElement;
      events.push(`${type} ${target.name}=${target.type === 'checkbox' ? target.checked : target.value}`);
    });
  return events;
}

describe('carrying a form over to its live copy', () => {
  it('gives the new controls what was typed, chosen and ticked, as events, and the focus back', () => {
    const before = form();
    const people = before.querySelector<HTMLInputElement>('[name=people]')!;
    people.value = '40';
    before.querySelector<HTMLSelectElement>('select')!.value = 'bus';
    before.querySelector<HTMLInputElement>('[name=terms]')!.checked = true;
    people.focus();
    people.setSelectionRange(1, 2);
    const carried = captureControls(before);
    expect([...carried.changed]).toEqual([
      ['people', '40'],
      ['type', 'bus'],
      ['terms', true],
    ]);
    before.remove();

    const after = form();
    const events = heard(after);
    restoreControls(after, carried);
    // A tick is a click, as the browser fires it: click, input, change.
    expect(events).toEqual([
      'input people=40',
      'change type=bus',
      'click terms=true',
      'input terms=true',
      'change terms=true',
    ]);
    const live = after.querySelector<HTMLInputElement>('[name=people]')!;
    expect(document.activeElement).toBe(live);
    expect([live.selectionStart, live.selectionEnd]).toEqual([1, 2]);
    after.remove();
  });

  it('leaves untouched controls alone', () => {
    const before = form();
    const carried = captureControls(before);
    expect(carried).toEqual({ changed: new Map() });
    const after = form();
    const events = heard(after);
    restoreControls(after, carried);
    expect(events).toEqual([]);
    before.remove();
    after.remove();
  });
});
