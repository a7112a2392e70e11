export type ContentCoding = 'br' | 'gzip';

/**
 * The coding to send, from an Accept-Encoding header (RFC 9110 §12.5.3):
 * the highest q among those on offer, ties going to the order of `offered`
 * (smallest first); `*` stands for any coding not named; q=0 refuses.
 * Undefined means send the body as is.
 */
export function preferredEncoding(
  header: string | undefined,
  offered: readonly ContentCoding[] = ['br', 'gzip'],
): ContentCoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    if (name && Number.isFinite(weight)) weights.set(name.trim(), weight);
  }
  let best: ContentCoding | undefined;
  let bestWeight = 0;
  for (const coding of offered) {
    const weight = weights.get(coding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}
