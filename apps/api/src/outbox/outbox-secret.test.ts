import { describe, expect, it } from 'vitest';
import { testSecrets } from '../../test/mail.ts';
import type { ClearCredentials } from './outbox-message.ts';
import { type SealedSecret, withoutSecrets } from './outbox-secret.ts';

describe('a credential in an outbox payload', () => {
  const key = 'Vq3nX8r2LpA0sZk7TgYw1eHd5uJc9bMf';

  it('is sealed: the stored JSON holds nothing of it, and only opening gives it back', () => {
    const sealed = testSecrets.seal(key);
    expect(JSON.stringify(sealed)).not.toContain(key);
    expect(JSON.stringify(sealed)).not.toContain(Buffer.from(key).toString('base64url').slice(0, 12));
    expect(testSecrets.open(sealed)).toBe(key);
    // Sealed twice, never the same text: equal keys are not seen to be equal.
    expect(testSecrets.seal(key).sealed).not.toBe(sealed.sealed);
  });

  it('is replaced by a marker at any depth when its e-mail is sent, and cannot be opened then', () => {
    const payload = { kind: 'x', organisation: { code: 'ORG-7K3M9Q' }, keys: [testSecrets.seal(key)] };
    const erased = withoutSecrets(payload);
    expect(erased).toEqual({ kind: 'x', organisation: { code: 'ORG-7K3M9Q' }, keys: [{ sealed: 'erased' }] });
    expect(() => testSecrets.open(erased!.keys[0]!)).toThrow(/erased/);
    expect(withoutSecrets({ kind: 'y', note: 'no secret here' })).toBeNull();
  });

  it('makes a payload type with a credential in clear name it, so that it does not compile', () => {
    // Compile-time checks: each assignment fails to type-check if the rule stops finding the field.
    const clear: ClearCredentials<{ kind: 'x'; account: { resetLink: string; name: string } }> =
      'account.resetLink';
    const inList: ClearCredentials<{ kind: 'x'; keys: { apiKey: string }[] }> = 'keys.apiKey';
    const sealed: [ClearCredentials<{ kind: 'x'; token: SealedSecret; name: string }>] extends [never]
      ? 'none'
      : 'some' = 'none';
    expect([clear, inList, sealed]).toEqual(['account.resetLink', 'keys.apiKey', 'none']);
  });
});
