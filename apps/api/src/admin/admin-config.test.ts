import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';

const cwd = '/srv/convoy';

function message(env: Record<string, string>): string {
  try {
    loadConfig(env, cwd);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  return '';
}

describe('back-office settings (decision 006)', () => {
  it('defaults: no proxy trusted, no first account, 30 idle minutes, images under DATA_DIR/media', () => {
    expect(loadConfig({ DATA_DIR: 'var' }, cwd)).toMatchObject({
      trustProxy: false,
      adminBootstrap: null,
      adminIdleMinutes: 30,
      mediaDir: '/srv/convoy/var/media',
    });
  });

  it('reads proxy addresses', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16' }, cwd).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'false' }, cwd).trustProxy).toBe(false);
  });

  it('refuses a short password, half a pair and a bad idle time, never echoing the password', () => {
    const short = message({ ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: 'hunter2' });
    expect(short).toContain('ADMIN_PASSWORD: must be at least 12 characters');
    expect(short).not.toContain('hunter2');
    expect(message({ ADMIN_PASSWORD: 'long enough password' })).toContain(
      'ADMIN_EMAIL: set ADMIN_EMAIL and ADMIN_PASSWORD together',
    );
    expect(message({ ADMIN_EMAIL: 'not-an-address', ADMIN_PASSWORD: 'long enough password' })).toContain(
      'ADMIN_EMAIL: must be an e-mail address',
    );
    expect(message({ ADMIN_IDLE_MINUTES: '0' })).toContain('ADMIN_IDLE_MINUTES');
    expect(message({ TRUST_PROXY: 'yes please' })).toContain('TRUST_PROXY');
  });
});
