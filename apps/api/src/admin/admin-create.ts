import { parseArgs } from 'node:util';
import { adminPasswordSchema } from '@convoy/domain/contracts/admin-auth.schema';
import { emailSchema } from '@convoy/domain/contracts/common.schema';
import { ConfigError, type DialectName, loadConfig } from '../config.ts';
import { createDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { ApiError } from '../errors.ts';
import type { RepositoryFactory } from '../repositories.ts';
import { AdminAuthService } from './admin-auth.service.ts';

/**
 * `npm run admin:create -- --email ops@example.com [--reset]` (decision 006): creates
 * a back-office account in the database DATABASE_URL names (migrating it first),
 * or with --reset gives an existing one a new password and ends its sessions.
 * The password comes from ADMIN_PASSWORD, or is typed twice at a prompt that
 * does not echo it. Returns the exit code.
 */
export interface AdminCreateIo {
  argv: string[];
  env: NodeJS.ProcessEnv;
  /** Asks without echoing; undefined when there is no one to ask. */
  promptHidden(question: string): Promise<string | undefined>;
  print(line: string): void;
  fail(line: string): void;
  /** The repositories over the database the tool opens (repositories.ts, handed in by its caller). */
  repositories: (dialect: DialectName) => RepositoryFactory;
}

const usage = 'Usage: npm run admin:create -- --email you@example.com [--reset]';

async function readPassword(io: AdminCreateIo, fromEnv: string | undefined): Promise<string | undefined> {
  if (fromEnv !== undefined) return fromEnv;
  const first = await io.promptHidden('Password (at least 12 characters): ');
  if (first === undefined) {
    io.fail('No password given: type it at the prompt or set ADMIN_PASSWORD.');
    return undefined;
  }
  const again = await io.promptHidden('Same password again: ');
  if (again !== first) {
    io.fail('The two passwords differ. Nothing was changed.');
    return undefined;
  }
  return first;
}

export async function runAdminCreate(io: AdminCreateIo): Promise<number> {
  let args: { email?: string; reset?: boolean; help?: boolean };
  try {
    args = parseArgs({
      args: io.argv,
      options: {
        email: { type: 'string' },
        reset: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values;
  } catch (error) {
    io.fail(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  if (args.help || !args.email) {
    (args.help ? io.print : io.fail)(usage);
    return args.help ? 0 : 2;
  }
  const email = emailSchema.safeParse(args.email);
  if (!email.success) {
    io.fail(`“${args.email}” is not an e-mail address.\n${usage}`);
    return 2;
  }
  // ADMIN_PASSWORD is validated by the config, paired with this --email.
  const hasEnvPassword = io.env.ADMIN_PASSWORD !== undefined && io.env.ADMIN_PASSWORD !== '';
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig({ ...io.env, ADMIN_EMAIL: hasEnvPassword ? email.data : undefined });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    io.fail(error.message);
    return 2;
  }
  const password = await readPassword(io, config.adminBootstrap?.password);
  if (password === undefined) return 1;
  const checked = adminPasswordSchema.safeParse(password);
  if (!checked.success) {
    io.fail(`Password refused: ${checked.error.issues[0]?.message ?? 'invalid'}`);
    return 1;
  }

  const db = createDatabase(config.database);
  try {
    await migrateToLatest(db);
    const auth = new AdminAuthService({
      db,
      repositories: io.repositories(config.database.dialect),
      now: Date.now,
      idleMinutes: config.adminIdleMinutes,
      passwordCost: config.passwordCost,
    });
    const outcome = await auth.createAccount(email.data, password, { reset: args.reset === true });
    const origin = config.publicUrl ?? `http://localhost:${config.port}`;
    io.print(
      `${outcome === 'created' ? 'Created the admin account' : 'Set a new password for'} ${email.data}. Sign in at ${origin}/admin/login`,
    );
    return 0;
  } catch (error) {
    if (error instanceof ApiError && error.code === 'admin_exists') {
      io.fail(`${error.message} Add --reset to give it a new password.`);
      return 1;
    }
    throw error;
  } finally {
    await db.destroy();
  }
}
