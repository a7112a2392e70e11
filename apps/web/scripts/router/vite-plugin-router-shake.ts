import type { Plugin } from 'vite';

/**
 * Lets the bundler drop the parts of React Router the site never uses (decision 009:
 * JavaScript budget). React Router ships one module for every mode, in which
 * `NavLink.displayName = "NavLink"` and friends are top-level property writes and
 * its `forwardRef(…)` / `createContext(…)` calls carry no pure annotation, so a
 * bundler must keep NavLink, Form, ScrollRestoration, the fetcher and submit code
 * and everything they reach (about 2 KB gzip on every page, measured). This
 * removes the display names (used only by React DevTools) and marks those calls
 * pure; behaviour does not change. If a release reshapes the file the patterns
 * stop matching, nothing breaks, and the page-weight report shows the growth.
 */
export function routerTreeShaking(): Plugin {
  return {
    name: 'convoy-router-tree-shaking',
    enforce: 'pre',
    apply: 'build',
    transform: {
      filter: { id: /node_modules\/react-router\/dist\/.*\.mjs$/ },
      handler(code) {
        return {
          code: code
            .replace(/^[\w$]+\.displayName = "[^"]*";$/gm, '')
            .replace(/= (React\d*)\.(forwardRef|createContext|memo)\(/g, '= /* @__PURE__ */ $1.$2('),
          map: null,
        };
      },
    },
  };
}
