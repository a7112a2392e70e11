import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sharedQueryClient } from '../../../lib/shared-query-client';
import { testReservationResponse } from '../../../test/reservation-fixtures';
import { json, stubApi } from '../../../test/stub-api';
import { AgreementSection } from './agreement-section';

// signature_pad draws on a real canvas, which happy-dom has not: a stroke is a pointerup on the box.
vi.mock('signature_pad', () => import('../../../test/signature-pad-stub'));

afterEach(() => vi.unstubAllGlobals());

const signPath = '/api/reservations/CNV-7K3M9Q/agreement-signature';

function show(agreementSignedAt: string | null, onSigned = () => undefined) {
  const found = testReservationResponse({ agreementSignedAt });
  render(
    <QueryClientProvider client={sharedQueryClient()}>
      <AgreementSection found={found} email="grace@example.com" onSigned={onSigned} />
    </QueryClientProvider>,
  );
  return screen.getByRole('region', { name: 'Rental agreement' });
}

describe('the rental agreement signed remotely', () => {
  it('asks for the consent and the signature, then signs with the terms’ version and says so', async () => {
    const calls = stubApi({
      '/api/locations': () => json(200, { locations: [] }),
      [signPath]: () => json(201, { signedAt: '2030-06-20T14:00:00.000Z', documentSha256: 'a'.repeat(64) }),
    });
    const onSigned = vi.fn();
    const section = show(null, onSigned);
    fireEvent.click(within(section).getByRole('button', { name: 'Read and sign the agreement' }));
    const heading = await within(section).findByRole('heading', { name: 'What you sign' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(section.textContent).toContain('Terms version 2026-11-rental-1');

    fireEvent.click(within(section).getByRole('button', { name: 'Sign the agreement' }));
    expect(await within(section).findByRole('link', { name: /sign electronically/ })).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Sign in the box.' })).toBeTruthy();
    expect(calls.some((c) => c.url === signPath)).toBe(false);

    fireEvent.click(within(section).getByRole('checkbox', { name: 'I agree to sign electronically' }));
    const pad = await within(section).findByRole('img', { name: /Signature box/ });
    await within(section).findByText('Not signed yet.');
    fireEvent.pointerUp(pad);
    await within(section).findByText('Signed.');
    fireEvent.click(within(section).getByRole('button', { name: 'Sign the agreement' }));
    const done = await within(section).findByRole('status');
    await waitFor(() => expect(document.activeElement).toBe(done));
    expect(done.textContent).toContain('A PDF copy is on its way to your e-mail.');
    expect(onSigned).toHaveBeenCalledOnce();
    expect(JSON.parse(String(calls.find((c) => c.url === signPath)?.init?.body))).toEqual({
      signature: 'data:image/png;base64,iVBORw0KGgo=',
      consent: true,
      termsVersion: '2026-11-rental-1',
      email: 'grace@example.com',
    });
  });

  it('shows when an agreement already signed was signed, and no way to sign it again', () => {
    stubApi({});
    const section = show('2030-06-20T10:00:00-04:00');
    expect(section.textContent).toContain('Signed on');
    expect(within(section).queryByRole('button')).toBeNull();
  });
});
