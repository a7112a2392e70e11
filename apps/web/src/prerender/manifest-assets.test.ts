import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import { assetsFor } from './manifest-assets';

// The shape Vite writes to .vite/manifest.json.
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-a1.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_runtime-r1.js'],
    dynamicImports: ['src/app/start.tsx'],
    css: ['assets/index-c1.css'],
  },
  'src/app/start.tsx': {
    file: 'assets/start-s1.js',
    src: 'src/app/start.tsx',
    isDynamicEntry: true,
    imports: ['_runtime-r1.js', '_react-x1.js'],
    dynamicImports: ['src/features/fleet/vehicle.screen.tsx'],
  },
  '_runtime-r1.js': { file: 'assets/runtime-r1.js' },
  '_react-x1.js': { file: 'assets/react-x1.js' },
  '_page-header-p1.js': { file: 'assets/page-header-p1.js', imports: ['_runtime-r1.js'] },
  'src/features/fleet/vehicle.screen.tsx': {
    file: 'assets/vehicle.screen-v1.js',
    src: 'src/features/fleet/vehicle.screen.tsx',
    isDynamicEntry: true,
    imports: ['index.html', '_page-header-p1.js'],
  },
};

describe('assetsFor', () => {
  it('gives the entry script and CSS, and preloads its static imports and the app it starts', () => {
    expect(assetsFor(manifest)).toEqual({
      script: '/assets/index-a1.js',
      styles: ['/assets/index-c1.css'],
      modulePreloads: ['/assets/runtime-r1.js', '/assets/react-x1.js', '/assets/start-s1.js'],
    });
  });

  it("adds the screen's chunk and its imports, each once, each after what it imports", () => {
    const order = assetsFor(manifest, 'vehicle').modulePreloads;
    expect(order).toEqual([
      '/assets/runtime-r1.js',
      '/assets/react-x1.js',
      '/assets/start-s1.js',
      '/assets/page-header-p1.js',
      '/assets/vehicle.screen-v1.js',
    ]);
    // The entry runs them in this order, one per task (entry-client.tsx): none before its imports.
    for (const chunk of Object.values(manifest)) {
      const at = order.indexOf(`/${chunk.file}`);
      for (const imported of chunk.imports ?? []) {
        const file = manifest[imported]?.file;
        if (at >= 0 && file && !manifest[imported]?.isEntry)
          expect(order.indexOf(`/${file}`)).toBeLessThan(at);
      }
    }
  });

  it('adds the Query provider and its imports for a screen the router wraps in it', () => {
    const withQueries: Manifest = {
      ...manifest,
      'src/features/reservation/availability.screen.tsx': {
        file: 'assets/availability.screen-a1.js',
        src: 'src/features/reservation/availability.screen.tsx',
        isDynamicEntry: true,
        imports: ['index.html'],
      },
      'src/lib/query-provider.tsx': {
        file: 'assets/query-provider-q1.js',
        src: 'src/lib/query-provider.tsx',
        isDynamicEntry: true,
        imports: ['_shared-query-client-c1.js'],
      },
      '_shared-query-client-c1.js': {
        file: 'assets/shared-query-client-c1.js',
        imports: ['_mutation-m1.js'],
      },
      '_mutation-m1.js': { file: 'assets/mutation-m1.js' },
    };
    expect(assetsFor(withQueries, 'availability').modulePreloads.slice(3)).toEqual([
      '/assets/availability.screen-a1.js',
      '/assets/mutation-m1.js',
      '/assets/shared-query-client-c1.js',
      '/assets/query-provider-q1.js',
    ]);
    // A page whose screen fetches nothing does not load it.
    expect(assetsFor(withQueries, 'vehicle').modulePreloads).not.toContain('/assets/query-provider-q1.js');
  });

  it('fails loudly for a screen without a chunk', () => {
    expect(() => assetsFor(manifest, 'audience')).toThrow(/No chunk for screen "audience"/);
  });
});
