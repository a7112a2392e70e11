import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/stub-api';
import { RemindMe } from './remind-me';

let calls: ReturnType<typeof stubApi>;
beforeEach(() => {
  vi.useFakeTimers();
  calls = stubApi({ '/api/booking-drafts': () => new Response(null, { status: 204 }) });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const sent = () =>
  calls
    .filter((c) => c.url === '/api/booking-drafts')
    .map((c) => ({ method: c.init?.method, body: JSON.parse(String(c.init?.body)) }));

describe('the confirm step’s reminder box', () => {
  it('is unticked and sends nothing until ticked; ticked, keeps the address and the search; unticked, forgets it', async () => {
    const { rerender } = render(<RemindMe email="lena@example.com" />);
    const box = screen.getByRole('checkbox', { name: /E-mail me a link to this search/ });
    expect((box as HTMLInputElement).checked).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(sent()).toEqual([]);

    fireEvent.click(box);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(sent()).toHaveLength(1);
    expect(sent()[0]).toMatchObject({ method: 'PUT', body: { email: 'lena@example.com', remindMe: true } });
    expect(Object.keys(sent()[0]?.body.trip)).toContain('pickupLocationId');

    // A new address while ticked: the old one forgotten, the new one kept, once typing settles.
    rerender(<RemindMe email="lena@exam" />);
    rerender(<RemindMe email="lena@example.org" />);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(sent().slice(1)).toEqual([
      { method: 'DELETE', body: { email: 'lena@example.com' } },
      expect.objectContaining({
        method: 'PUT',
        body: expect.objectContaining({ email: 'lena@example.org' }),
      }),
    ]);

    fireEvent.click(box);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(sent().at(-1)).toEqual({ method: 'DELETE', body: { email: 'lena@example.org' } });
  });
});
