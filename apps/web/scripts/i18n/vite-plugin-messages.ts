import { readFile } from 'node:fs/promises';
import type { Locale } from '@convoy/domain/content/locale';
import { type Plugin, transformWithOxc } from 'vite';
import { compileMessages, constantMessages, type MessageSource, messageProblems } from './messages';

const messagesFile = /\.messages\.ts$/;
// A messages file imports defineMessages and nothing else: its source is data (src/lib/messages.ts).
const defineImport = /^import\s*\{\s*defineMessages\s*\}\s*from\s*['"][^'"]+['"];?\s*$/m;
// How the app imports one: `import m from './x.messages';` (and nothing else: the build checks it).
const messagesImport = /^import\s+([A-Za-z_$][\w$]*)\s+from\s+(['"])([^'"]+\.messages)\2;?\s*$/gm;

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

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Compiles each `*.messages.ts` file of the app into the build's language
 * (decision 048): the file holds every message in English and Spanish side by
 * side, in ICU MessageFormat; the build turns it into one exported function per
 * message in one language (scripts/i18n/messages.ts). A message missing in a
 * language, invalid ICU, or a translation with other arguments than the English
 * stops the build. In the modules that use one, a call of a message that takes
 * no argument (`m.heading()`) is its text, written in, and the file is imported
 * as a namespace, so the bundler drops what no code calls any more: a page pays
 * for its words as if they were written in its code (decision 009: JavaScript budget).
 */
export function convoyMessages(locale: Locale): Plugin {
  const sources = new Map<string, { code: string; source: Promise<MessageSource> }>();
  const load = async (file: string, code?: string): Promise<MessageSource> => {
    const text = code ?? (await readFile(file, 'utf8'));
    const known = sources.get(file);
    if (known?.code === text) return known.source;
    const source = sourceOf(text, file);
    sources.set(file, { code: text, source });
    return source;
  };
  return {
    name: 'convoy-messages',
    enforce: 'pre',
    async transform(code, id) {
      const [file = id] = id.split('?', 1);
      if (messagesFile.test(file)) {
        const source = await load(file, code);
        const problems = messageProblems(source);
        if (problems.length) throw new Error(`${file}:\n  ${problems.join('\n  ')}`);
        return { code: compileMessages(source, locale), map: null };
      }
      if (!/\.[cm]?tsx?$/.test(file) || file.includes('/node_modules/') || !code.includes('.messages'))
        return null;
      // A compiled messages file has no default export: it is imported as `import m from`, made a namespace here.
      if (/\bdefault\b[^;]*from\s*['"][^'"]+\.messages['"]/.test(code))
        throw new Error(
          `${file}: import a messages file as \`import m from './x.messages'\`, then use or export \`m\``,
        );
      let result = code;
      for (const [statement, name = '', , specifier = ''] of code.matchAll(messagesImport)) {
        const resolved = await this.resolve(specifier, id);
        if (!resolved) continue;
        const [messages = resolved.id] = resolved.id.split('?', 1);
        this.addWatchFile(messages);
        const constants = constantMessages(await load(messages), locale);
        result = result
          .replace(statement, statement.replace(`import ${name} from`, `import * as ${name} from`))
          .replace(
            new RegExp(`(?<![\\w$.])${escapeRegExp(name)}\\.([A-Za-z_$][\\w$]*)\\(\\)`, 'g'),
            (call, key) => (constants.has(key) ? JSON.stringify(constants.get(key)) : call),
          );
      }
      return result === code ? null : { code: result, map: null };
    },
  };
}
