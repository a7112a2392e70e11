import type { ReviewPage } from '@convoy/domain/contracts/review.schema';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { json, stubApi } from '../../test/stub-api';

const token = 'R'.repeat(43);
const google = 'https://g.page/r/convoy-example/review';
const open: ReviewPage = {
  code: 'CNV-7K3M9Q',
  firstName: 'Grace',
  vehicleName: '15 Passenger Van',
  locationName: 'Baltimore Harbor',
  returnDate: '2026-07-08',
  submitted: null,
  googleReviewUrl: google,
};

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('the review page', { timeout: 15_000 }, () => {
  it('sends the rating, the words and the consent with the link’s token, then offers Google whatever the rating', async () => {
    const calls = stubApi({
      '/api/review': (init) =>
        init?.method === 'POST'
          ? json(200, {
              ...open,
              submitted: { rating: 2, comment: 'Smelled of smoke.', consentToPublish: false },
            })
          : json(200, open),
    });
    window.history.replaceState(null, '', `/review#token=${token}`);
    await renderApp('/review');
    expect(await screen.findByText('CNV-7K3M9Q')).toBeTruthy();
    expect(window.location.hash).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Send my review' }));
    // Nothing chosen: the summary names the rating and links to it.
    expect(await screen.findByRole('link', { name: 'Choose from 1 to 5 stars.' })).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: '2 stars' }));
    fireEvent.change(screen.getByLabelText('Tell us how it went (optional)'), {
      target: { value: 'Smelled of smoke.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send my review' }));
    expect((await screen.findByRole('status')).textContent).toContain('You gave 2 stars.');
    expect(screen.getByRole('link', { name: 'Review us on Google' }).getAttribute('href')).toBe(google);
    const sent = calls.find((c) => c.url === '/api/review' && c.init?.method === 'POST');
    expect(JSON.parse(String(sent?.init?.body))).toEqual({
      rating: 2,
      comment: 'Smelled of smoke.',
      consentToPublish: false,
    });
    expect((sent?.init?.headers as Record<string, string> | undefined)?.authorization).toBe(
      `Bearer ${token}`,
    );
  });

  it('says a link that is not one of ours', async () => {
    stubApi({ '/api/review': () => json(401, { error: { code: 'invalid_link', message: 'No.' } }) });
    window.history.replaceState(null, '', `/review#token=${token}`);
    await renderApp('/review');
    expect((await screen.findByRole('alert')).textContent).toMatch(/not one of ours/);
  });
});
