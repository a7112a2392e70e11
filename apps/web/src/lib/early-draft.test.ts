import { afterEach, describe, expect, it } from 'vitest';
import { dropEarlyDraft, keepEarlyDraft, keepTypedEarly, restoreEarlyDraft } from './early-draft';

/** A search form as the prerender writes it. */
function prerendered(): HTMLFormElement {
  const form = document.createElement('form');
  form.innerHTML = `
    <input type="radio" name="rentalType" value="daily" checked>
    <input type="radio" name="rentalType" value="monthly">
    <select name="pickupLocationId"><option value="">Choose</option><option value="baltimore">Baltimore</option></select>
    <input name="pickupDate" value="">
    <input name="renterAge" value="">`;
  document.body.replaceChildren(form);
  return form;
}

const field = <T extends Element>(form: HTMLFormElement, selector: string) =>
  form.querySelector(selector) as unknown as T;

describe('a draft typed before the form is live', () => {
  afterEach(() => sessionStorage.clear());

  it('comes back into a fresh copy of the form after a reload', () => {
    const before = prerendered();
    field<HTMLInputElement>(before, '[value="monthly"]').checked = true;
    field<HTMLSelectElement>(before, 'select').value = 'baltimore';
    field<HTMLInputElement>(before, '[name="pickupDate"]').value = '2027-03-01';
    keepEarlyDraft('draft', field(before, '[name="pickupDate"]'));

    const after = prerendered();
    restoreEarlyDraft('draft', after);
    expect(field<HTMLInputElement>(after, '[value="monthly"]').checked).toBe(true);
    expect(field<HTMLInputElement>(after, '[value="daily"]').checked).toBe(false);
    expect(field<HTMLSelectElement>(after, 'select').value).toBe('baltimore');
    expect(field<HTMLInputElement>(after, '[name="pickupDate"]').value).toBe('2027-03-01');
    expect(field<HTMLInputElement>(after, '[name="renterAge"]').value).toBe('');
  });

  it('is gone once the live form keeps its own', () => {
    const before = prerendered();
    field<HTMLInputElement>(before, '[name="renterAge"]').value = '31';
    keepEarlyDraft('draft', field(before, '[name="renterAge"]'));
    dropEarlyDraft('draft');
    const after = prerendered();
    restoreEarlyDraft('draft', after);
    expect(field<HTMLInputElement>(after, '[name="renterAge"]').value).toBe('');
  });

  it('keeps nothing for a control outside a form', () => {
    keepEarlyDraft('draft', document.createElement('input'));
    expect(sessionStorage.getItem('draft')).toBeNull();
  });

  it('is kept as the page goes live when it was typed before any handler could hear it', () => {
    const before = prerendered();
    keepTypedEarly('draft', document.body);
    expect(sessionStorage.getItem('draft')).toBeNull();
    field<HTMLSelectElement>(before, 'select').value = 'baltimore';
    field<HTMLInputElement>(before, '[name="renterAge"]').value = '31';
    keepTypedEarly('draft', document.body);

    const after = prerendered();
    keepTypedEarly('draft', document.body);
    expect(field<HTMLSelectElement>(after, 'select').value).toBe('baltimore');
    expect(field<HTMLInputElement>(after, '[name="renterAge"]').value).toBe('31');
  });
});
