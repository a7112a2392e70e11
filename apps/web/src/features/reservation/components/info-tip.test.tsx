import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InfoTip, tooltipDelayMs } from './info-tip';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('InfoTip (SPEC §9: tooltip delay 700 ms)', () => {
  const setup = () => {
    render(<InfoTip label="About the rate">The total divided by the days.</InfoTip>);
    return {
      button: screen.getByRole('button', { name: 'About the rate' }),
      tip: screen.getByRole('tooltip', { hidden: true }),
    };
  };

  it('opens 700 ms after the pointer rests on it, not before, and closes when it leaves', () => {
    const { button, tip } = setup();
    expect(tooltipDelayMs).toBe(700);
    fireEvent.pointerEnter(button, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(699));
    expect(tip.className).toContain('hidden');
    act(() => vi.advanceTimersByTime(1));
    expect(tip.className).toContain('block');
    fireEvent.pointerLeave(button, { pointerType: 'mouse' });
    expect(tip.className).toContain('hidden');
  });

  it('opens at once on a tap, closes on Escape, and always describes the button', () => {
    const { button, tip } = setup();
    expect(button.getAttribute('aria-describedby')).toBe(tip.id);
    fireEvent.click(button);
    expect(tip.className).toContain('block');
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(tip.className).toContain('hidden');
  });
});
