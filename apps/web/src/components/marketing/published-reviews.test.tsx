import { act, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { stubApi } from '../../test/stub-api';
import { PublishedReviews } from './published-reviews';

const section =
  '<section id="reviews" aria-labelledby="reviews-heading"><h2 id="reviews-heading">What groups say</h2><p>4.8 out of 5 from 9 reviews</p></section>';

describe('the published reviews of a page (decision 049)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the server for its section on a page reached inside the app', async () => {
    const calls = stubApi({
      '/api/reviews/section': () => new Response(section, { headers: { 'content-type': 'text/html' } }),
    });
    await renderApp('/locations/atlanta');
    expect(await screen.findByRole('heading', { level: 2, name: 'What groups say' })).toBeTruthy();
    expect(screen.getByText('4.8 out of 5 from 9 reviews')).toBeTruthy();
    expect(calls.map((c) => c.url)).toContain('/api/reviews/section?locationId=atlanta&locale=en');
  });

  it('asks once, though the page renders again while the answer is on its way', async () => {
    let answer: (response: Response) => void = () => {};
    const calls = stubApi({
      '/api/reviews/section': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const view = render(<PublishedReviews of={{ vehicleId: '15-passenger-van' }} />);
    view.rerender(<PublishedReviews of={{ vehicleId: '15-passenger-van' }} />);
    view.rerender(<PublishedReviews of={{ vehicleId: '15-passenger-van' }} />);
    answer(new Response(section));
    await waitFor(() => expect(view.container.querySelector('#reviews-heading')).not.toBeNull());
    expect(calls.filter((c) => c.url.startsWith('/api/reviews/section'))).toHaveLength(1);
    view.unmount();
  });

  it('keeps what the server wrote into the page, and asks nothing', async () => {
    const calls = stubApi({});
    const page = document.createElement('div');
    page.innerHTML = `<div id="reviews-slot" data-served="">${section}</div>`;
    document.body.append(page);
    await act(async () => {
      hydrateRoot(page, <PublishedReviews of={{ vehicleId: '15-passenger-van' }} />);
    });
    await waitFor(() => expect(page.querySelector('#reviews-heading')?.textContent).toBe('What groups say'));
    expect(calls.filter((c) => c.url.startsWith('/api/reviews'))).toEqual([]);
    page.remove();
  });

  it('stays empty when the server has nothing to show or cannot answer', async () => {
    stubApi({ '/api/reviews/section': () => new Response('', { status: 503 }) });
    await renderApp('/15-passenger-van');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() =>
      expect(document.getElementById('reviews-slot')?.hasAttribute('data-served')).toBe(true),
    );
    expect(document.getElementById('reviews-slot')?.innerHTML).toBe('');
  });
});
