/** Year of the build, injected by vite.config.ts `define`; the prerendered HTML shows it. */
declare const __BUILD_YEAR__: number;

/** The language of this build ('en', 'es'), injected by vite.config.ts `define` (decision 048). */
declare const __LOCALE__: import('@convoy/domain/content/locale').Locale;
