import type { ScreenProps } from '../../lib/route-handle';
import type { ScreenModule as LazyScreenModule } from './lazy-screen';

type ScreenModule = LazyScreenModule<ScreenProps>;

/** A screen loader that also loads the TanStack Query provider and wraps the screen in it. */
export function withQueryProvider(load: () => Promise<ScreenModule>): () => Promise<ScreenModule> {
  return async () => {
    const [screen, { QueryProvider }] = await Promise.all([load(), import('../../lib/query-provider')]);
    const Screen = screen.default;
    return {
      ...screen,
      default: (props: ScreenProps) => (
        <QueryProvider>
          <Screen {...props} />
        </QueryProvider>
      ),
    };
  };
}
