import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// How long findBy… and waitFor wait for what a person would see: a whole rendered app loads its
// screen's chunk first, and on a loaded 2-core machine that took over the 1 s default (a test that
// timed out then left its screen mounted, and its late request landed in the next test). A ceiling,
// not a speed check: a test that passes passes as soon as the element shows.
configure({ asyncUtilTimeout: 10_000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

// Unit tests have no server. A request no test stubbed (the live lists, the public config a whole
// rendered app asks for) is answered 503 at once, as a server that is down would be, instead of
// happy-dom opening a socket to localhost and logging the refusal later, sometimes after its test
// file has ended, which fails the run. Tests that care stub fetch themselves (vi.stubGlobal), and
// vi.unstubAllGlobals() brings this answer back.
globalThis.fetch = async () =>
  new Response(
    JSON.stringify({ error: { code: 'no_server', message: 'There is no server in unit tests.' } }),
    {
      status: 503,
      headers: { 'content-type': 'application/json' },
    },
  );
