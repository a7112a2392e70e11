import { waitFor } from '@testing-library/react';
import { act, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Island, island } from './island';

function Doubler({ start }: { start: number }) {
  const [n, setN] = useState(String(start));
  return (
    <p>
      <input aria-label="Number" value={n} onChange={(e) => setN(e.target.value)} />
      <output>{Number(n) * 2}</output>
    </p>
  );
}

/** A part whose chunk arrives when the test says so. */
function heldPart() {
  let arrive = () => {};
  let asked = 0;
  const part = island(() => {
    asked++;
    return new Promise<{ default: typeof Doubler }>((resolve) => {
      arrive = () => resolve({ default: Doubler });
    });
  });
  return { part, arrive: () => arrive(), asked: () => asked };
}

// React's act() is used directly here (hydrateRoot), not through Testing Library's render.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let container: HTMLElement;
afterEach(() => container.remove());

describe('Island', () => {
  it('keeps the prerendered HTML through hydration, then goes live with what was typed meanwhile', async () => {
    container = document.createElement('div');
    // What the prerender writes for <Island part={…} props={{ start: 3 }} className="box" />.
    container.innerHTML = renderToString(
      <div className="box">
        <Doubler start={3} />
      </div>,
    );
    document.body.append(container);
    const prerendered = container.innerHTML;
    const { part, arrive, asked } = heldPart();
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Island part={part} props={{ start: 3 }} className="box" />, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(errors).toEqual([]);
    expect(container.innerHTML).toBe(prerendered);
    expect(container.querySelector('[data-live]')).toBeNull();
    // In view (happy-dom lays nothing out, so everything is): the chunk is asked for.
    expect(asked()).toBe(1);

    const input = container.querySelector('input')!;
    input.value = '5';
    input.focus();
    expect(container.querySelector('output')?.textContent).toBe('6');

    arrive();
    await waitFor(() => expect(container.querySelector('output')?.textContent).toBe('10'));
    expect(container.querySelector('[data-live]')).not.toBeNull();
    const live = container.querySelector('input')!;
    expect(live).not.toBe(input);
    expect(live.value).toBe('5');
    expect(container.querySelector('output')?.textContent).toBe('10');
    expect(document.activeElement).toBe(live);
  });

  it('renders the part at once when it is loaded and the page was not prerendered', async () => {
    container = document.createElement('div');
    document.body.append(container);
    const { part, arrive } = heldPart();
    const loading = part.load();
    arrive();
    await loading;
    await act(async () => {
      createRoot(container).render(<Island part={part} props={{ start: 4 }} />);
    });
    expect(container.querySelector('[data-live] output')?.textContent).toBe('8');
  });

  it('goes live after a press on the served HTML, even when the chunk arrives between its release and its click', async () => {
    container = document.createElement('div');
    container.innerHTML = renderToString(
      <div>
        <Doubler start={2} />
      </div>,
    );
    document.body.append(container);
    const { part, arrive } = heldPart();
    await act(async () => {
      hydrateRoot(container, <Island part={part} props={{ start: 2 }} />);
    });
    const input = container.querySelector('input')!;
    input.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    input.dispatchEvent(new PointerEvent('pointerup', { bubbles: true }));
    // The chunk comes in before the task that follows the release (where the click is dispatched) has run.
    arrive();
    await waitFor(() => expect(container.querySelector('[data-live] output')?.textContent).toBe('4'));
  });
});
