import type { PreArrivalPage } from '@convoy/domain/contracts/pre-arrival.schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { json, stubApi } from '../../test/stub-api';

const token = 'T'.repeat(43);
const authorization = (init: RequestInit | undefined) =>
  (init?.headers as Record<string, string> | undefined)?.authorization;

const open: PreArrivalPage = {
  code: 'CNV-7K3M9Q',
  driver: {
    name: 'Ana Ruiz',
    dateOfBirth: null,
    licenceCountry: null,
    licenceState: null,
    licenceNumberMasked: null,
    licenceExpiry: null,
    licenceClass: null,
    passengerEndorsement: null,
    yearsLicensed: null,
    homeArea: null,
  },
  vehicle: { classId: '15-passenger-van', name: '15 Passenger Van', needsSafetyBriefing: true },
  pickup: {
    date: '2027-03-02',
    time: '10:00',
    at: '2027-03-02T15:00:00.000Z',
    locationName: 'Baltimore',
    address: '1 Main St, Baltimore, MD 21201',
  },
  status: 'invited',
  steps: {
    identity: false,
    licence: false,
    licencePhotos: false,
    safetyAcknowledged: false,
    acknowledgementSigned: false,
  },
  missing: ['identity', 'licence', 'licencePhotos', 'safetyAcknowledgement', 'signature'],
  safetyBriefing: { version: 's-1', title: 'Safety', paragraphs: ['Slow down.'] },
  terms: { version: 't-1', title: 'Terms', paragraphs: ['I drive carefully.'] },
  consent: { version: 'c-1', title: 'Consent', paragraphs: ['I sign electronically.'] },
  textReminders: null,
};

/** The home address the identity step asks, typed as a driver would. */
function fillAddress() {
  const type = (label: RegExp, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  type(/^Street and number/, '12 Harbor Street');
  type(/^City/, 'Baltimore');
  type(/^State/, 'MD');
  type(/^ZIP code/, '21230');
}

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('the driver’s page', { timeout: 15_000 }, () => {
  it('calls the API with the link’s token as a bearer, never in a URL, and shows the booking and the first step', async () => {
    const calls = stubApi({ '/api/driver': () => json(200, open) });
    window.history.replaceState(null, '', `/driver#token=${token}`);
    await renderApp('/driver');

    expect(await screen.findByText('CNV-7K3M9Q')).toBeTruthy();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Confirm your name, date of birth and address' }),
    ).toBeTruthy();
    expect(window.location.hash).toBe('');
    expect(calls.every((c) => !c.url.includes(token))).toBe(true);
    expect(authorization(calls.find((c) => c.url === '/api/driver')?.init)).toBe(`Bearer ${token}`);
  });

  it('moves the focus to the next step’s heading once a step is saved', async () => {
    stubApi({
      '/api/driver': () => json(200, open),
      '/api/driver/identity': () =>
        json(200, {
          ...open,
          steps: { ...open.steps, identity: true },
          missing: open.missing.slice(1),
        }),
    });
    window.history.replaceState(null, '', `/driver#token=${token}`);
    await renderApp('/driver');
    fireEvent.change(await screen.findByLabelText('Date of birth'), { target: { value: '1988-03-14' } });
    fillAddress();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    const licence = await screen.findByRole('heading', { level: 2, name: 'Your driver’s license' });
    await waitFor(() => expect(document.activeElement).toBe(licence));
  });

  it('asks the home address with the identity, saying why, with a message beside each field missing, then sends it', async () => {
    const calls = stubApi({
      '/api/driver': () => json(200, open),
      '/api/driver/identity': () =>
        json(200, { ...open, steps: { ...open.steps, identity: true }, missing: open.missing.slice(1) }),
    });
    window.history.replaceState(null, '', `/driver#token=${token}`);
    await renderApp('/driver');
    const address = await screen.findByRole('group', { name: 'Your home address' });
    expect(address.textContent).toContain('If a toll or ticket is issued while you have the vehicle');
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '1988-03-14' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    const street = within(address).getByLabelText(/^Street and number/);
    await waitFor(() => expect(street.getAttribute('aria-invalid')).toBe('true'));
    const said = (label: RegExp) => {
      const field = within(address).getByLabelText(label);
      const ids = (field.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
      return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
    };
    expect(said(/^Street and number/)).toContain('Enter the street address.');
    expect(said(/^City/)).toContain('Enter the city.');
    expect(said(/^State/)).toContain('Choose a state, like GA.');
    expect(said(/^ZIP code/)).toContain('Enter a ZIP code like 30303 or 30303-1234.');
    expect(calls.filter((c) => c.url === '/api/driver/identity')).toEqual([]);

    fillAddress();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByRole('heading', { level: 2, name: 'Your driver’s license' });
    const sent = calls.find((c) => c.url === '/api/driver/identity');
    expect(JSON.parse(String(sent?.init?.body))).toEqual({
      name: 'Ana Ruiz',
      dateOfBirth: '1988-03-14',
      address: { line1: '12 Harbor Street', city: 'Baltimore', region: 'MD', postalCode: '21230' },
    });
  });

  it('offers "Text me reminders at this number": the number and the box, sent with the bearer; then says where texts go', async () => {
    const withTexts = { ...open, textReminders: { phone: null, optedIn: false } };
    const calls = stubApi({
      '/api/driver': () => json(200, withTexts),
      '/api/driver/sms-opt-in': () =>
        json(200, { ...withTexts, textReminders: { phone: '410 555 0161', optedIn: true } }),
    });
    window.history.replaceState(null, '', `/driver#token=${token}`);
    await renderApp('/driver');
    const texts = await screen.findByRole('region', { name: 'Reminders by text' });
    const box = within(texts).getByRole('checkbox', { name: 'Text me reminders at this number' });
    fireEvent.change(within(texts).getByLabelText('Your mobile number'), {
      target: { value: '410 555 0161' },
    });
    // Unticked, nothing is sent: the box is said to be needed.
    fireEvent.click(within(texts).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(box.getAttribute('aria-invalid')).toBe('true'));
    expect(calls.filter((c) => c.url === '/api/driver/sms-opt-in')).toEqual([]);

    fireEvent.click(box);
    fireEvent.click(within(texts).getByRole('button', { name: 'Save' }));
    expect(await within(texts).findByText(/We will text reminders to 410 555 0161\./)).toBeTruthy();
    const sent = calls.find((c) => c.url === '/api/driver/sms-opt-in');
    expect(sent?.init?.method).toBe('PUT');
    expect(authorization(sent?.init)).toBe(`Bearer ${token}`);
    expect(JSON.parse(String(sent?.init?.body))).toEqual({ phone: '410 555 0161', smsConsent: true });
  });

  it('offers no text reminders when the site sends none', async () => {
    stubApi({ '/api/driver': () => json(200, open) });
    window.history.replaceState(null, '', `/driver#token=${token}`);
    await renderApp('/driver');
    await screen.findByText('CNV-7K3M9Q');
    expect(screen.queryByRole('checkbox', { name: 'Text me reminders at this number' })).toBeNull();
  });

  it('says the steps are complete, or the link no longer works, from the API’s 410', async () => {
    stubApi({
      '/api/driver': () => json(410, { error: { code: 'pre_arrival_complete', message: 'Done.' } }),
    });
    window.history.replaceState(null, '', `/driver#token=${token}`);
    await renderApp('/driver');
    expect(await screen.findByText('You have completed your pre-arrival steps')).toBeTruthy();
  });

  it('says the link is incomplete without a token, without asking the API', async () => {
    const calls = stubApi({});
    await renderApp('/driver');
    expect(await screen.findByText('This link is incomplete')).toBeTruthy();
    expect(calls.filter((c) => c.url.startsWith('/api/driver'))).toEqual([]);
  });
});
