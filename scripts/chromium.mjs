// Debian's Chromium and the flags it runs with here, for every tool that launches
// it (Playwright, Lighthouse): no browser is ever downloaded (README "Two commands").
import { existsSync } from 'node:fs';

/** The full browser: Lighthouse and the benchmarks measure what a visitor's Chrome does. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * Debian's `chromium-headless-shell`: the same engine without the browser's own interface, the build
 * Playwright itself runs headless tests in. The browser tests take a quarter less time in it than in
 * the full browser's headless mode (docs/benchmarks/test-suite.md).
 */
export const headlessShellPath = '/usr/bin/chromium-headless-shell';

/** The browser tests' Chromium: CHROMIUM_PATH when set, else the headless shell, else the full browser. */
export function browserTestsChromium() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync(headlessShellPath) || !existsSync(chromiumPath) ? headlessShellPath : chromiumPath;
}

export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
