// npm run admin:create -- --email you@example.com [--reset]   (see src/admin/admin-create.ts)
import { stdin, stdout } from 'node:process';
import { createInterface, type Interface } from 'node:readline';
import { Writable } from 'node:stream';
import { runAdminCreate } from '../src/admin/admin-create.ts';
import { repositoryFactory } from '../src/repositories.ts';

// One reader for every prompt: piped input ("pw\npw\n") arrives at once, and a
// second reader would find it already consumed.
let muted = false;
interface Reader {
  rl: Interface;
  lines: string[];
  waiting: ((line: string | undefined) => void)[];
  closed: boolean;
}
let reader: Reader | undefined;

function lines() {
  if (reader) return reader;
  const output = new Writable({
    write(chunk, encoding, done) {
      // The terminal echoes what is typed through `output`: silenced while a password is read.
      if (!muted) stdout.write(chunk, encoding);
      done();
    },
  });
  const rl = createInterface({ input: stdin, output, terminal: stdin.isTTY === true });
  const r: Reader = { rl, lines: [], waiting: [], closed: false };
  reader = r;
  rl.on('line', (line) => {
    const next = r.waiting.shift();
    if (next) next(line);
    else r.lines.push(line);
  });
  rl.on('close', () => {
    r.closed = true;
    for (const next of r.waiting.splice(0)) next(undefined);
  });
  return r;
}

/** Reads a line without echoing it; undefined when the input has ended. */
async function promptHidden(question: string): Promise<string | undefined> {
  const r = lines();
  stdout.write(question);
  muted = true;
  try {
    if (r.lines.length > 0) return r.lines.shift();
    if (r.closed) return undefined;
    return await new Promise<string | undefined>((resolve) => r.waiting.push(resolve));
  } finally {
    muted = false;
    stdout.write('\n');
  }
}

try {
  process.exitCode = await runAdminCreate({
    argv: process.argv.slice(2),
    env: process.env,
    promptHidden,
    print: (line) => console.log(line),
    fail: (line) => console.error(line),
    repositories: repositoryFactory,
  });
} finally {
  reader?.rl.close();
}
