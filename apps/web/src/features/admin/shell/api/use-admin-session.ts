import type { AdminSession } from '@convoy/domain/contracts/admin-auth.schema';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { sessionApi } from './session-api';

export const sessionKey = ['admin', 'session'] as const;

/** Who is signed in: asked once per page load and after every sign-in or sign-out. */
export function useAdminSession() {
  return useQuery({
    queryKey: sessionKey,
    queryFn: ({ signal }) => sessionApi.session(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Replaces the cached session (after sign-in) or drops every admin query (after sign-out). */
export function useSetAdminSession() {
  const client = useQueryClient();
  return (session: AdminSession | null) => {
    if (session) {
      client.setQueryData(sessionKey, session);
    } else {
      client.removeQueries({ queryKey: ['admin'] });
      client.setQueryData(sessionKey, {
        admin: null,
        csrfToken: null,
        idleMinutes: 30,
      } satisfies AdminSession);
    }
  };
}
