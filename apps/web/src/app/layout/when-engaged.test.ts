import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenEngaged } from './when-engaged';

describe('whenEngaged', () => {
  const cancels: (() => void)[] = [];
  afterEach(() => {
    for (const cancel of cancels.splice(0)) cancel();
  });

  it.each(['pointerdown', 'touchstart', 'keydown', 'scroll'])(
    'runs the task once at the first %s',
    (type) => {
      const task = vi.fn();
      cancels.push(whenEngaged(task));
      expect(task).not.toHaveBeenCalled();
      document.body.dispatchEvent(new Event(type, { bubbles: true }));
      window.dispatchEvent(new Event('scroll'));
      document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      expect(task).toHaveBeenCalledTimes(1);
    },
  );

  it('does nothing for a page only looked at (a pointer passing over, the page loading)', () => {
    const task = vi.fn();
    cancels.push(whenEngaged(task));
    document.body.dispatchEvent(new Event('pointermove', { bubbles: true }));
    window.dispatchEvent(new Event('load'));
    window.dispatchEvent(new Event('resize'));
    expect(task).not.toHaveBeenCalled();
  });

  it('never runs once cancelled', () => {
    const task = vi.fn();
    whenEngaged(task)();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    window.dispatchEvent(new Event('scroll'));
    expect(task).not.toHaveBeenCalled();
  });
});
