/**
 * A new Idempotency-Key for one attempt at a change that must happen once
 * (the API returns the first answer for a repeated key and body). randomUUID
 * needs a secure context; getRandomValues covers older browsers and plain-http
 * test hosts.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
