import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { trackEvent } from '../../lib/analytics/track';
import { useFormSubmit } from './use-form-submit';

vi.mock('../../lib/analytics/track', () => ({ trackEvent: vi.fn() }));

const form = { id: 'test', name: 'Test form' };
const submits = () => vi.mocked(trackEvent).mock.calls.filter(([name]) => name === 'form_submit').length;

afterEach(() => vi.mocked(trackEvent).mockClear());

describe('useFormSubmit', () => {
  it('sends form_submit after a success, then hands on what was sent, and ignores a second submit meanwhile', async () => {
    let answer: (value: string) => void = () => undefined;
    const send = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const onSent = vi.fn(() => expect(submits()).toBe(1));
    const { result } = renderHook(() => useFormSubmit({ form, send, onSent, failure: () => [] }));
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.submit();
    });
    expect(result.current.pending).toBe(true);
    await act(() => result.current.submit());
    await act(async () => {
      answer('Q-4F7K2M');
      await first;
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect(onSent).toHaveBeenCalledWith('Q-4F7K2M');
    expect(result.current.pending).toBe(false);
  });

  it('puts a failure’s messages in the summary and refocuses it, without form_submit or onSent', async () => {
    const onSent = vi.fn();
    const { result } = renderHook(() =>
      useFormSubmit({
        form,
        send: () => Promise.reject(new Error('offline')),
        onSent,
        failure: (error) => [`Could not send: ${(error as Error).message}`],
      }),
    );
    await act(() => result.current.submit());
    expect(result.current.feedback.general).toEqual(['Could not send: offline']);
    expect(result.current.feedback.focusKey).toBe(1);
    expect(submits()).toBe(0);
    expect(onSent).not.toHaveBeenCalled();
  });

  it('neither tracks nor hands on a send that stopped itself (false)', async () => {
    const onSent = vi.fn();
    const { result } = renderHook(() =>
      useFormSubmit({ form, send: async () => false as const, onSent, failure: () => [] }),
    );
    await act(() => result.current.submit());
    expect(submits()).toBe(0);
    expect(onSent).not.toHaveBeenCalled();
  });
});
