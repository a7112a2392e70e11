import { it } from 'vitest';
import { learnRoutes, renterRoutes, staffRoutes } from './route-requests.ts';

it('x', async () => {
  for (const pick of [renterRoutes, staffRoutes]) {
    const { routes, schemas } = await learnRoutes(pick);
    console.log(
      'NOBODY',
      routes
        .filter(
          (r) => r.method !== 'GET' && r.method !== 'DELETE' && !schemas.get(`${r.method} ${r.path}`)?.body,
        )
        .map((r) => `${r.method} ${r.path}`)
        .join('\n'),
    );
  }
});
