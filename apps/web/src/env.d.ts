/** Year of the build, injected by vite.config.ts `define`; the prerendered HTML shows it. */
declare const __BUILD_YEAR__: number;
