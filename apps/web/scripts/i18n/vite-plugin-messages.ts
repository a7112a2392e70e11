import type { Locale } from '@convoy/domain/content/locale';
import { type Plugin, transformWithOxc } from 'vite';
import { compileMessages, type MessageSource, messageProblems } from './messages';

const messagesFile = /\.messages\.ts$/;
// A messages file imports defineMessages and nothing else: its source is data (src/lib/messages.ts).
const defineImport = /^import\s*\{\s*defineMessages\s*\}\s*from\s*['"][^'"]+['"];?\s*$/m;

/** Runs a messages file's source (TypeScript, data only) and returns what it defines. */
async function sourceOf(code: string, id: string): Promise<MessageSource> {
  if (!defineImport.test(code))
    throw new Error(`${id}: a messages file imports defineMessages from src/lib/messages`);
  const script = code.replace(defineImport, 'const defineMessages = (messages) => messages;');
  const { code: js } = await transformWithOxc(script, id, { lang: 'ts' });
  if (/^\s*import\s/m.test(js)) throw new Error(`${id}: a messages file imports nothing but defineMessages`);
  const module = await import(`data:text/javascript;base64,${Buffer.from(js).toString('base64')}`);
  return module.default as MessageSource;
}

/**
 * Compiles each `*.messages.ts` file of the app into the build's language
 * (decision 048): the file holds every message in English and Spanish side by
 * side, in ICU MessageFormat; the build turns it into one function per message
 * in one language (scripts/i18n/messages.ts). A message missing in a language,
 * invalid ICU, or a translation with other arguments than the English stops the build.
 */
export function convoyMessages(locale: Locale): Plugin {
  return {
    name: 'convoy-messages',
    enforce: 'pre',
    async transform(code, id) {
      const [file = id] = id.split('?', 1);
      if (!messagesFile.test(file)) return null;
      const source = await sourceOf(code, file);
      const problems = messageProblems(source);
      if (problems.length) throw new Error(`${file}:\n  ${problems.join('\n  ')}`);
      return { code: compileMessages(source, locale), map: null };
    },
  };
}
