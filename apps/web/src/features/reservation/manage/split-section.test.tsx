import type { ReservationPayment } from '@convoy/domain/contracts/payment.schema';
import type { SplitPaymentView } from '@convoy/domain/contracts/split-payment.schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sharedQueryClient } from '../../../lib/shared-query-client';
import { renderApp } from '../../../test/render-app';
import { testReservationResponse } from '../../../test/reservation-fixtures';
import { json, stubApi } from '../../../test/stub-api';

const code = 'CNV-7K3M9Q';
const payment: ReservationPayment = {
  method: 'card',
  collect: 'deposit',
  poNumber: null,
  organisation: null,
  payBy: null,
  checkoutUrl: null,
  paidCents: 0,
  heldCents: 50_000,
  refundedCents: 0,
  balanceCents: 40_001,
  payments: [],
  invoices: [],
};
const unsplit: SplitPaymentView = {
  code,
  totalCents: 40_001,
  dueOn: '2030-07-13',
  organiser: { amountCents: 40_001, paidCents: 0, dueCents: 40_001, takenOverCents: 0, status: 'due' },
  payers: [],
};
const split: SplitPaymentView = {
  ...unsplit,
  organiser: { amountCents: 13_335, paidCents: 0, dueCents: 13_335, takenOverCents: 0, status: 'due' },
  payers: [
    {
      id: '0b5f3c1e-8d2a-4c6f-9e1b-2a3c4d5e6f70',
      name: 'Ana Ruiz',
      email: 'ana@example.com',
      amountCents: 13_333,
      paidCents: 13_333,
      dueCents: 0,
      status: 'paid',
      remindedAt: null,
    },
    {
      id: '1c6f4d2e-9e3b-4d7a-8f2c-3b4d5e6f7a81',
      name: 'Ben Okafor',
      email: 'ben@example.com',
      amountCents: 13_333,
      paidCents: 0,
      dueCents: 13_333,
      status: 'due',
      remindedAt: null,
    },
  ],
};

let calls: ReturnType<typeof stubApi>;
function stub(view: SplitPaymentView, saved: SplitPaymentView = view) {
  calls = stubApi({
    '/api/locations': () => json(200, { locations: [] }),
    [`/api/reservations/${code}`]: () => json(200, { ...testReservationResponse(), payment }),
    [`/api/reservations/${code}/payers`]: (init) => json(200, init?.method === 'PUT' ? saved : view),
    [`/api/reservations/${code}/payers/reminders`]: () => json(200, { reminded: 1 }),
  });
}

async function findBooking() {
  await renderApp(`/manage?code=${code}`);
  fireEvent.change(await screen.findByLabelText('E-mail address'), {
    target: { value: 'grace@example.com' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Find my booking' }));
  return screen.findByRole('region', { name: 'Split the cost' });
}

beforeEach(() => {
  sessionStorage.clear();
  sharedQueryClient().clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('splitting the cost on the manage page', { timeout: 15_000 }, () => {
  it('adds two members with equal shares, shows what each pays, and sends them with the organiser’s e-mail', async () => {
    stub(unsplit, split);
    const section = await findBooking();
    fireEvent.click(within(section).getByRole('button', { name: 'Split the cost' }));
    const heading = await within(section).findByRole('heading', { name: 'Who pays what' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const member1 = within(section).getByRole('group', { name: 'Member 1' });
    fireEvent.change(within(member1).getByLabelText('Name'), { target: { value: 'Ana Ruiz' } });
    fireEvent.change(within(member1).getByLabelText('E-mail'), { target: { value: 'ana@example.com' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Add a member' }));
    const member2 = within(section).getByRole('group', { name: 'Member 2' });
    fireEvent.change(within(member2).getByLabelText('Name'), { target: { value: 'Ben Okafor' } });
    fireEvent.change(within(member2).getByLabelText('E-mail'), { target: { value: 'ben@example.com' } });
    // $400.01 in three: $133.33 each, the odd cents to the organiser.
    expect(within(section).getByText('Each member pays $133.33; you pay $133.35.')).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Send the links' }));

    expect(await within(section).findByText(/2 members were e-mailed their link/)).toBeTruthy();
    const put = calls.find((c) => c.init?.method === 'PUT');
    expect(JSON.parse(String(put?.init?.body))).toEqual({
      email: 'grace@example.com',
      payers: [
        { name: 'Ana Ruiz', email: 'ana@example.com' },
        { name: 'Ben Okafor', email: 'ben@example.com' },
      ],
    });
    expect(within(section).getByText('Ben Okafor').closest('li')?.textContent).toContain('Not paid yet');
    // The pay button asks for the organiser's own share now.
    expect(await screen.findByRole('button', { name: 'Pay your share — $133.35' })).toBeTruthy();
  });

  it('names each problem beside its field: a share not in dollars and cents, an e-mail missing', async () => {
    stub(unsplit);
    const section = await findBooking();
    fireEvent.click(within(section).getByRole('button', { name: 'Split the cost' }));
    await within(section).findByRole('heading', { name: 'Who pays what' });
    fireEvent.click(within(section).getByRole('radio', { name: 'Set each share' }));
    const member1 = within(section).getByRole('group', { name: 'Member 1' });
    fireEvent.change(within(member1).getByLabelText('Name'), { target: { value: 'Ana Ruiz' } });
    fireEvent.change(within(member1).getByLabelText('Share in dollars'), { target: { value: '12.345' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Send the links' }));
    const summary = await within(section).findByRole('heading', { name: /problem/i });
    const list = summary.parentElement as HTMLElement;
    expect(within(list).getByRole('link', { name: /e-mail address/i })).toBeTruthy();
    expect(within(list).getByRole('link', { name: /one cent or more/ })).toBeTruthy();
    expect(calls.some((c) => c.init?.method === 'PUT')).toBe(false);
  });

  it('shows who paid, reminds who has not, and keeps a split a member paid into', async () => {
    stub(split);
    const section = await findBooking();
    expect((await within(section).findByText('Ana Ruiz')).closest('li')?.textContent).toContain('Paid');
    expect(within(section).queryByRole('button', { name: 'Change the split' })).toBeNull();
    expect(within(section).getByText('A member has paid, so the split stays as it is.')).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Remind who has not paid' }));
    expect(await within(section).findByText('Reminder sent to 1 member.')).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Send Ben Okafor the link again' })).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Send Ana Ruiz the link again' })).toBeNull();
  });
});
