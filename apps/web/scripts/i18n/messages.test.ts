import { describe, expect, it } from 'vitest';
import { compileMessages, constantMessages, messageProblems } from './messages';

/** Runs a compiled messages module (its imports from @messageformat/runtime resolved) and returns its messages. */
async function load(code: string): Promise<Record<string, (values?: Record<string, unknown>) => string>> {
  const url = (specifier: string) => import.meta.resolve(specifier);
  const linked = code
    .replace(
      '"@messageformat/runtime/lib/cardinals"',
      JSON.stringify(url('@messageformat/runtime/lib/cardinals')),
    )
    .replace('"@messageformat/runtime"', JSON.stringify(url('@messageformat/runtime')));
  return await import(
    /* @vite-ignore */ `data:text/javascript;base64,${Buffer.from(linked).toString('base64')}`
  );
}

describe('messages (decision 048)', () => {
  const source = {
    vans: {
      en: '{count, plural, one {# van} other {# vans}} for {name}',
      es: '{count, plural, one {# van} other {# vans}} para {name}',
    },
    total: { en: 'Total {amount, number, ::currency/USD}', es: 'Total {amount, number, ::currency/USD}' },
  };

  it('compiles each language on its own, plurals and money in that language', async () => {
    const en = await load(compileMessages(source, 'en'));
    const es = await load(compileMessages(source, 'es'));
    expect(en.vans!({ count: 1, name: 'the choir' })).toBe('1 van for the choir');
    expect(en.vans!({ count: 3, name: 'the choir' })).toBe('3 vans for the choir');
    expect(es.vans!({ count: 1, name: 'el coro' })).toBe('1 van para el coro');
    expect(es.vans!({ count: 12, name: 'el coro' })).toBe('12 vans para el coro');
    expect(en.total!({ amount: 1234.5 })).toBe('Total $1,234.50');
    expect(es.total!({ amount: 1234.5 })).toBe('Total $1,234.50');
  });

  it('carries only its own language', () => {
    const es = compileMessages(source, 'es');
    expect(es).toContain('para');
    expect(es).not.toContain(' for ');
  });

  it('gives the text of each message that takes no argument, for the build to write in where it is called', () => {
    const withConstants = { ...source, heading: { en: 'Your trip', es: 'Su viaje' } };
    expect([...constantMessages(withConstants, 'es')]).toEqual([['heading', 'Su viaje']]);
    expect([...constantMessages(withConstants, 'en')]).toEqual([['heading', 'Your trip']]);
  });

  it('finds no problem in a sound file', () => {
    expect(messageProblems(source)).toEqual([]);
  });

  it('names a missing language, invalid ICU and a translation with other arguments', () => {
    expect(
      messageProblems({
        missing: { en: 'Search' },
        broken: { en: 'Hello {name', es: 'Hola {name}' },
        renamed: { en: 'Hello {name}', es: 'Hola {nombre}' },
        extra: { en: 'Hi', es: 'Hola', fr: 'Salut' } as never,
      }),
    ).toEqual([
      'missing: no es text',
      expect.stringMatching(/^broken \(en\): /),
      'renamed (es): arguments nombre, English has name',
      'extra: fr is not a language of the site',
    ]);
  });
});
