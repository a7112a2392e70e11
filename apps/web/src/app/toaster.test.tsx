import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { currentToasts, dismissToast, toast, toastStreak } from '../lib/toast';
import AppToaster from './toaster';

afterEach(() => {
  for (const t of currentToasts()) dismissToast(t.id);
});

describe('the toaster (SPEC Part B §7)', () => {
  it('shows a message sent before it was there, then at most three, newest last', () => {
    toast.success('Saved one.');
    render(<AppToaster />);
    const region = screen.getByRole('region', { name: /^Notifications/ });
    expect(within(region).getByText('Saved one.')).toBeTruthy();
    act(() => {
      toast.error('Failed two.');
      toast('Note three.');
      toast.success('Saved four.');
    });
    const shown = within(region)
      .getAllByRole('listitem')
      .map((item) => item.textContent?.replace('×', '').trim());
    expect(shown).toEqual(['Failed two.', 'Note three.', 'Saved four.']);
  });

  it('closes a toast with its button', () => {
    render(<AppToaster />);
    act(() => void toast.success('Saved.'));
    const region = screen.getByRole('region', { name: /^Notifications/ });
    act(() => within(region).getByRole('button', { name: 'Dismiss notification' }).click());
    expect(within(region).queryAllByRole('listitem')).toEqual([]);
    expect(currentToasts()).toEqual([]);
  });
});

describe('toastStreak', () => {
  it('changes when a message arrives after all were gone, not while some are shown', () => {
    const first = toast.success('One.');
    expect(toastStreak()).toBe(first);
    toast.success('Two.');
    dismissToast(first);
    expect(toastStreak()).toBe(first);
    for (const t of currentToasts()) dismissToast(t.id);
    const next = toast.error('Three.');
    expect(toastStreak()).toBe(next);
  });
});
