import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { json, stubApi } from '../../test/stub-api';

const token = 'U'.repeat(60);

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('the unsubscribe page', { timeout: 15_000 }, () => {
  it('unsubscribes only when the button is pressed, with the token from the link', async () => {
    const calls = stubApi({ '/api/booking-drafts/unsubscribe': () => new Response(null, { status: 204 }) });
    window.history.replaceState(null, '', `/unsubscribe#token=${token}`);
    await renderApp('/unsubscribe');
    const button = await screen.findByRole('button', { name: 'Unsubscribe' });
    expect(calls.some((c) => c.url === '/api/booking-drafts/unsubscribe')).toBe(false);
    expect(window.location.hash).toBe('');
    fireEvent.click(button);
    expect((await screen.findByRole('status')).textContent).toMatch(/You are unsubscribed/);
    const sent = calls.find((c) => c.url === '/api/booking-drafts/unsubscribe');
    expect(JSON.parse(String(sent?.init?.body))).toEqual({ token });
  });

  it('says a link the API does not know', async () => {
    stubApi({
      '/api/booking-drafts/unsubscribe': () =>
        json(404, { error: { code: 'invalid_link', message: 'This unsubscribe link is not one of ours.' } }),
    });
    window.history.replaceState(null, '', `/unsubscribe#token=${token}`);
    await renderApp('/unsubscribe');
    fireEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This unsubscribe link is not one of ours.');
  });
});
