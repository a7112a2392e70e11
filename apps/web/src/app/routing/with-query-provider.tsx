import type { ScreenModule } from './lazy-screen';

/** A screen loader that also loads the TanStack Query provider and wraps the screen in it. */
export function withQueryProvider<P extends object>(
  load: () => Promise<ScreenModule<P>>,
): () => Promise<ScreenModule<P>> {
  return async () => {
    const [screen, { QueryProvider }] = await Promise.all([load(), import('../../lib/query-provider')]);
    const Screen = screen.default;
    return {
      ...screen,
      default: (props: P) => (
        <QueryProvider>
          <Screen {...props} />
        </QueryProvider>
      ),
    };
  };
}
