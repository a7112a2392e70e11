import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { setHydratingPrerendered } from '../island-hydration';
import { flowStore, useFlow, useFlowRestored } from './use-flow';

// React's act() is used directly here (hydrateRoot), not through Testing Library's render.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** What each render of the trip line showed: [where, restored]. */
let seen: [string, boolean][] = [];
function TripLine() {
  const where = useFlow((s) => s.form.pickupLocationId) || 'no location yet';
  const restored = useFlowRestored();
  seen.push([where, restored]);
  return (
    <p>
      {where} ({restored ? 'restored' : 'not yet'})
    </p>
  );
}

let container: HTMLElement;
let root: Root;
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  flowStore().reset();
  seen = [];
});

describe('the flow state across hydration', () => {
  it('hydrates the prerendered HTML as it is, then shows the session’s search', async () => {
    flowStore().updateForm({ pickupLocationId: 'baltimore' });
    container = document.createElement('div');
    // As app/start.tsx and AppLayout say it: the prerender, then hydrating the page the browser opened.
    setHydratingPrerendered(true);
    container.innerHTML = renderToString(<TripLine />);
    document.body.append(container);
    expect(container.textContent).toBe('no location yet (not yet)');
    seen = [];

    const errors: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, <TripLine />, { onRecoverableError: (error) => errors.push(error) });
    });
    setHydratingPrerendered(false);

    expect(errors).toEqual([]);
    expect(container.textContent).toBe('baltimore (restored)');
    // The hydrating render drew the server's HTML; the session's state came in the next one, both together.
    expect(seen[0]).toEqual(['no location yet', false]);
    expect(seen.at(-1)).toEqual(['baltimore', true]);
    expect(seen.some(([where, restored]) => restored !== (where === 'baltimore'))).toBe(false);
  });

  it('reads the session at once in a screen rendered after the page hydrated', async () => {
    flowStore().updateForm({ pickupLocationId: 'baltimore' });
    container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      root = createRoot(container);
      root.render(<TripLine />);
    });
    expect(seen[0]).toEqual(['baltimore', true]);
    expect(container.textContent).toBe('baltimore (restored)');
  });
});
