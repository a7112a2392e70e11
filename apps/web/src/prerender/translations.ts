import { translationProblems } from '@convoy/domain/content/translation-check';

/**
 * Every content module as this build of the app has it (decision 048): in a
 * Spanish build, the modules with a Spanish translation beside them are that
 * translation (scripts/i18n/vite-plugin-locale.ts). Keyed by file path.
 */
export const contentModules: Readonly<Record<string, unknown>> = import.meta.glob(
  [
    '../../../../packages/domain/src/content/**/*.ts',
    '!../../../../packages/domain/src/content/**/*.test.ts',
    '!../../../../packages/domain/src/content/**/*.es.ts',
  ],
  { eager: true },
);

/** The content modules that have a translation beside them (decision 048), by the path of the English one. */
const translated: ReadonlySet<string> = new Set(
  Object.keys(import.meta.glob('../../../../packages/domain/src/content/**/*.es.ts')).map((file) =>
    file.replace(/\.es\.ts$/, '.ts'),
  ),
);

/**
 * Stops the build when a translated content module lacks a key, a list item, a
 * placeholder or a link of its English original, or changed an identifier
 * (content/translation-check.ts).
 */
export function checkTranslations(
  builds: readonly { locale: string; content: Readonly<Record<string, unknown>> }[],
): void {
  const english = builds.find((b) => b.locale === 'en');
  if (!english) throw new Error('checkTranslations needs the English build');
  const problems = builds
    .filter((b) => b !== english)
    .flatMap(({ locale, content }) =>
      Object.entries(english.content)
        .filter(([file]) => translated.has(file))
        .flatMap(([file, module]) =>
          translationProblems(
            { ...(module as object) },
            { ...(content[file] as object) },
            `${file.replace(/^.*\/content\//, '')} (${locale}) `,
          ),
        ),
    );
  if (problems.length)
    throw new Error(`Translations do not match their English originals:\n  ${problems.join('\n  ')}`);
}
