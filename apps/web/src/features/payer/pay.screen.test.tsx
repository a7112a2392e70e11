import type { PayerPage } from '@convoy/domain/contracts/split-payment.schema';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { json, stubApi } from '../../test/stub-api';

const token = 'P'.repeat(43);
const authorization = (init: RequestInit | undefined) =>
  (init?.headers as Record<string, string> | undefined)?.authorization;

const due: PayerPage = {
  code: 'CNV-7K3M9Q',
  payerName: 'Ana Ruiz',
  organiserName: 'Ada Lovelace',
  vehicleName: '15 Passenger Van',
  locationName: 'Baltimore Harbor',
  pickupDate: '2027-03-02',
  returnDate: '2027-03-05',
  dueOn: '2027-03-02',
  amountCents: 12_550,
  paidCents: 0,
  dueCents: 12_550,
  status: 'due',
  payOnline: true,
};

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('a member’s share page', { timeout: 15_000 }, () => {
  it('opens with the link’s token as a bearer, never in a URL, and shows the trip and the share', async () => {
    const calls = stubApi({ '/api/payer': () => json(200, due) });
    window.history.replaceState(null, '', `/pay#token=${token}`);
    await renderApp('/pay');
    expect(await screen.findByText('CNV-7K3M9Q')).toBeTruthy();
    expect(screen.getByText(/Ada Lovelace split the cost/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay $125.50 by card' })).toBeTruthy();
    expect(window.location.hash).toBe('');
    expect(calls.every((c) => !c.url.includes(token))).toBe(true);
    expect(authorization(calls.find((c) => c.url === '/api/payer')?.init)).toBe(`Bearer ${token}`);
  });

  it('asks for the payment provider’s page once, however often the button is pressed, and says a refusal', async () => {
    let refuse: (r: Response) => void = () => {};
    const calls = stubApi({
      '/api/payer': () => json(200, due),
      '/api/payer/payment': () => new Promise<Response>((resolve) => (refuse = resolve)),
    });
    window.history.replaceState(null, '', `/pay#token=${token}`);
    await renderApp('/pay');
    const button = await screen.findByRole('button', { name: 'Pay $125.50 by card' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(button.textContent).toBe('Opening the payment page…');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(calls.filter((c) => c.url === '/api/payer/payment')).toHaveLength(1);
    refuse(json(409, { error: { code: 'share_taken_over', message: 'The organiser now pays it.' } }));
    expect((await screen.findByRole('alert')).textContent).toBe('The organiser now pays it.');
  });

  it('says a link that no longer works, and what to do', async () => {
    stubApi({ '/api/payer': () => json(401, { error: { code: 'invalid_link', message: 'No.' } }) });
    window.history.replaceState(null, '', `/pay#token=${token}`);
    await renderApp('/pay');
    expect((await screen.findByRole('alert')).textContent).toMatch(/no longer works/);
  });

  it('offers no payment once the share is paid or has fallen to the organiser', async () => {
    stubApi({ '/api/payer': () => json(200, { ...due, status: 'taken_over', dueCents: 0 }) });
    window.history.replaceState(null, '', `/pay#token=${token}`);
    await renderApp('/pay');
    expect(await screen.findByText(/the organizer now pays what was left/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
  });
});
