import type { FormGuardValues } from '@convoy/domain/contracts/form-guard';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HoneypotField } from './honeypot-field';
import { SubmitButton } from './submit-button';
import { useFormGuard } from './use-form-guard';

/** A form as the site's forms use the guard: settle on submit, sending state meanwhile. */
function Form({ onSend }: { onSend: (checks: FormGuardValues) => void }) {
  const guard = useFormGuard();
  const [pending, setPending] = useState(false);
  return (
    <form
      aria-label="Quote"
      onSubmit={async (event) => {
        event.preventDefault();
        setPending(true);
        onSend(await guard.settle());
        setPending(false);
      }}
    >
      <label>
        Name <input name="name" />
      </label>
      <HoneypotField guard={guard} />
      <SubmitButton pending={pending}>Send</SubmitButton>
    </form>
  );
}

describe('useFormGuard (decision 008)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits out the rest of 2 s after the form was shown, showing the sending state, then sends fillMs', async () => {
    const onSend = vi.fn();
    render(<Form onSend={onSend} />);
    await act(() => vi.advanceTimersByTimeAsync(500));
    fireEvent.submit(screen.getByRole('form', { name: 'Quote' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1499));
    expect(onSend).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(onSend).toHaveBeenCalledExactlyOnceWith({ fillMs: 2000 });
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy();
  });

  it('sends at once, with the time it was open, when the visitor took longer', async () => {
    const onSend = vi.fn();
    render(<Form onSend={onSend} />);
    await act(() => vi.advanceTimersByTimeAsync(7250));
    fireEvent.submit(screen.getByRole('form', { name: 'Quote' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(onSend).toHaveBeenCalledExactlyOnceWith({ fillMs: 7250 });
  });

  it('sends whatever filled the honeypot, so the server can refuse it', async () => {
    const onSend = vi.fn();
    const { container } = render(<Form onSend={onSend} />);
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website_url_confirm"]')!;
    fireEvent.change(honeypot, { target: { value: 'https://spam.example' } });
    await act(() => vi.advanceTimersByTimeAsync(3000));
    fireEvent.submit(screen.getByRole('form', { name: 'Quote' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(onSend).toHaveBeenCalledExactlyOnceWith({
      fillMs: 3000,
      website_url_confirm: 'https://spam.example',
    });
  });
});

describe('HoneypotField', () => {
  it('is hidden from sight and assistive technology, labeled, never autofilled and never reached by Tab', async () => {
    const user = userEvent.setup();
    const { container } = render(<Form onSend={() => {}} />);
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website_url_confirm"]')!;
    const wrapper = honeypot.closest('[aria-hidden="true"]');
    expect(wrapper?.className).toContain('sr-only');
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.getAttribute('autocomplete')).toBe('off');
    expect(honeypot.labels?.[0]?.textContent).toBe(
      'Leave this field empty. It is here to catch automated spam.',
    );
    // Not in the accessibility tree: the only textbox is the visible one.
    expect(screen.getAllByRole('textbox').map((box) => box.getAttribute('name'))).toEqual(['name']);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Send' }));
  });
});
