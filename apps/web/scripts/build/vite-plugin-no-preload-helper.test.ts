import { describe, expect, it } from 'vitest';
import { noPreloadHelper } from './vite-plugin-no-preload-helper';

/** A chunk as Vite's import analysis leaves it: two screens that bring the stylesheet, one that does not. */
const viteChunk = [
  'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/index-CORwkWg_.css"])))=>i.map(i=>d[i]);',
  'import{t as S}from"./index.js";',
  'var N={"a.tsx":()=>S(()=>import(`./a.js`),__vite__mapDeps([0])),"b.tsx":()=>S(()=>import(`./b.js`),[]),',
  '"c.tsx":()=>S(()=>import(`./c.js`).then(e=>e.t),__vite__mapDeps([0,1]))};',
].join('\n');

function afterBuild(code: string): string {
  const plugin = noPreloadHelper().find((p) => p.name === 'convoy-no-preload-deps');
  const hook = plugin?.generateBundle as { handler: (o: unknown, b: unknown) => void };
  const bundle = { 'start.js': { type: 'chunk', code }, 'index.css': { type: 'asset', source: 'a{}' } };
  hook.handler({}, bundle);
  return bundle['start.js'].code;
}

describe('the preload helper’s dependency lists', () => {
  it('are gone from the chunks: each import keeps its call, with an empty list', () => {
    const code = afterBuild(viteChunk);
    expect(code).not.toContain('__vite__mapDeps');
    expect(code).toContain('"a.tsx":()=>S(()=>import(`./a.js`),[])');
    expect(code).toContain('"c.tsx":()=>S(()=>import(`./c.js`).then(e=>e.t),[])');
    expect(code.startsWith('import{t as S}')).toBe(true);
  });

  it('leaves a chunk without them as it is', () => {
    const code = 'import{t as S}from"./index.js";S(()=>import(`./a.js`),[]);';
    expect(afterBuild(code)).toBe(code);
  });
});
