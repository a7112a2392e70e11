import { fireEvent, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { testReservationResponse } from '../../../test/reservation-fixtures';
import { json, stubApi } from '../../../test/stub-api';

afterEach(() => vi.unstubAllGlobals());

it('finds a booking from its code typed without the prefix, in lower case, as read out on the phone', async () => {
  const calls = stubApi({ '/api/reservations/CNV-7K3M9Q': () => json(200, testReservationResponse()) });
  await renderApp('/manage');
  fireEvent.change(await screen.findByLabelText('Confirmation code'), { target: { value: ' 7k3m9q ' } });
  fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'grace@example.com' } });
  fireEvent.click(screen.getByRole('button', { name: 'Find my booking' }));
  expect(await screen.findByRole('button', { name: 'Cancel this booking' })).toBeTruthy();
  expect(calls.map((c) => new URL(c.url, 'http://localhost').pathname)).toContain(
    '/api/reservations/CNV-7K3M9Q',
  );
});
