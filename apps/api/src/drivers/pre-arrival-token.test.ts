import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  documentSha256,
  newPreArrivalToken,
  preArrivalLink,
  preArrivalTokenHash,
} from './pre-arrival-token.ts';

describe('pre-arrival tokens', () => {
  it('makes 32 random bytes in base64url, different each time, stored only as their SHA-256', () => {
    const a = newPreArrivalToken();
    const b = newPreArrivalToken();
    expect(Buffer.from(a.token, 'base64url')).toHaveLength(32);
    expect(a.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.token).not.toBe(b.token);
    expect(a.hash).toBe(createHash('sha256').update(a.token).digest('hex'));
    expect(a.hash).not.toContain(a.token);
    expect(preArrivalTokenHash(a.token)).toBe(a.hash);
    expect(preArrivalTokenHash(`${a.token}x`)).not.toBe(a.hash);
  });

  it('puts the token in the link’s fragment, never its path or query', () => {
    const url = new URL(preArrivalLink('https://rent.test', 'abc_DEF-123'));
    expect(url.pathname).toBe('/driver');
    expect(url.search).toBe('');
    expect(url.hash).toBe('#token=abc_DEF-123');
  });
});

describe('evidence hashing', () => {
  it('fingerprints the signed document byte for byte', () => {
    const pdf = Buffer.from('%PDF-1.7 signed');
    expect(documentSha256(pdf)).toBe(
      createHash('sha256').update(Buffer.from('%PDF-1.7 signed')).digest('hex'),
    );
    expect(documentSha256(pdf)).toMatch(/^[0-9a-f]{64}$/);
    expect(documentSha256(Buffer.from('%PDF-1.7 signeD'))).not.toBe(documentSha256(pdf));
  });
});
