/**
 * # The cancellation policy in words (SPEC Part B §14)
 *
 * The one place a stored policy becomes sentences. The terms, the home page's
 * FAQ and its JSON-LD, the rental guidelines, the audience pages, the confirm
 * step, the manage page and the e-mails all print these words from the policy
 * the back office stores, so no page can state a rule the engine
 * (cancellation.ts) does not apply. Content writes the placeholders
 * `{cancellationPolicy}` and `{freeCancellation}` (cancellationPlaceholders).
 */
import type { Locale } from '../content/locale.ts';
import type { CancellationFee, CancellationPolicyRules, CancellationTier } from './cancellation.ts';

const mostNoticeFirst = (tiers: readonly CancellationTier[]) =>
  [...tiers].sort((a, b) => b.minHoursBefore - a.minHoursBefore);

const isFree = (fee: CancellationFee) => fee.feeBaseDays === 0 && fee.feePercent === 0;

function feeWords(fee: CancellationFee): string {
  const parts: string[] = [];
  if (fee.feeBaseDays > 0)
    parts.push(
      `${fee.feeBaseDays === 1 ? 'one day' : `${fee.feeBaseDays} days`} of each vehicle’s daily rate`,
    );
  if (fee.feePercent > 0) parts.push(`${fee.feePercent}% of the total`);
  return parts.length === 0 ? 'free' : parts.join(' plus ');
}

/** 72 → "3 days before pickup", 36 → "36 hours before pickup", 0 → "pickup". */
function notice(hours: number): string {
  if (hours === 0) return 'pickup';
  if (hours % 24 === 0) return `${hours / 24} ${hours === 24 ? 'day' : 'days'} before pickup`;
  return `${hours} hours before pickup`;
}

/**
 * Said before the tiers of a one-way route's own policy (decision 028): they
 * are not the company's, and a booking keeps them as booked.
 */
export const oneWayTermsWords =
  'This one-way route has cancellation terms of its own, which the booking keeps:';

/**
 * Each tier in plain words, most notice first: "Cancel 3 days before pickup or earlier: free."
 * In Spanish for a renter who booked in Spanish (decision 048): the words an e-mail stores.
 */
export function describeTiers(tiers: readonly CancellationTier[], locale: Locale = 'en'): string[] {
  if (locale === 'es') return spanish.tiers(tiers);
  const sorted = mostNoticeFirst(tiers);
  return sorted.map((t, i) => {
    const cost = feeWords(t);
    if (i === 0) {
      const when =
        t.minHoursBefore === 0 ? 'any time before pickup' : `${notice(t.minHoursBefore)} or earlier`;
      return `Cancel ${when}: ${cost}.`;
    }
    const upper = notice((sorted[i - 1] as CancellationTier).minHoursBefore);
    const from =
      t.minHoursBefore === 0
        ? 'less than'
        : `between ${notice(t.minHoursBefore).replace(' before pickup', '')} and`;
    return `Cancel ${from} ${upper}: ${cost}.`;
  });
}

/** "Not collected and not canceled (a no-show): one day of each vehicle’s daily rate plus 25% of the total." */
export function describeNoShow(fee: CancellationFee, locale: Locale = 'en'): string {
  if (locale === 'es') return spanish.noShow(fee);
  const words = feeWords(fee);
  return `Not collected and not canceled (a no-show): ${words === 'free' ? 'no charge' : words}.`;
}

/** The one-way route's words (oneWayTermsWords) in the booking's language. */
export const oneWayTermsIn = (locale: Locale): string =>
  locale === 'es' ? spanish.oneWayTerms : oneWayTermsWords;

/**
 * The tiers, the no-show fee and the one-way words in Spanish as written in the US (usted), for the
 * e-mails of a booking made in Spanish (decision 048): "Si cancela con 3 días o más de anticipación:
 * sin cargo." The same policy, the same figures; the English above is what every page prints.
 */
const spanish = (() => {
  const fee = (f: CancellationFee): string => {
    const parts: string[] = [];
    if (f.feeBaseDays > 0)
      parts.push(
        `${f.feeBaseDays === 1 ? 'un día' : `${f.feeBaseDays} días`} de la tarifa diaria de cada vehículo`,
      );
    if (f.feePercent > 0) parts.push(`el ${f.feePercent}% del total`);
    return parts.length === 0 ? 'sin cargo' : parts.join(' más ');
  };
  /** 72 → "3 días", 24 → "1 día", 36 → "36 horas". */
  const span = (hours: number): string => {
    if (hours > 0 && hours % 24 === 0) return `${hours / 24} ${hours === 24 ? 'día' : 'días'}`;
    return `${hours} ${hours === 1 ? 'hora' : 'horas'}`;
  };
  const tiers = (list: readonly CancellationTier[]): string[] => {
    const sorted = mostNoticeFirst(list);
    return sorted.map((t, i) => {
      const cost = fee(t);
      if (i === 0)
        return t.minHoursBefore === 0
          ? `Si cancela en cualquier momento antes de la recogida: ${cost}.`
          : `Si cancela con ${span(t.minHoursBefore)} o más de anticipación: ${cost}.`;
      const upper = span((sorted[i - 1] as CancellationTier).minHoursBefore);
      return t.minHoursBefore === 0
        ? `Si cancela con menos de ${upper} de anticipación: ${cost}.`
        : `Si cancela entre ${upper} y ${span(t.minHoursBefore)} antes de la recogida: ${cost}.`;
    });
  };
  const noShow = (f: CancellationFee) =>
    `Si no recoge los vehículos ni cancela (no presentación): ${fee(f)}.`;
  const oneWayTerms =
    'Esta ruta de solo ida tiene sus propias condiciones de cancelación, que la reserva conserva:';
  const before = (hours: number) => (hours === 0 ? 'la recogida' : `${span(hours)} antes de la recogida`);
  const costs = (f: CancellationFee) => (isFree(f) ? 'es gratis' : `cuesta ${fee(f)}`);
  const clause = (list: readonly CancellationTier[]): string => {
    const sorted = mostNoticeFirst(list);
    if (sorted.length === 1) return `${costs(sorted[0] as CancellationTier)} en cualquier momento`;
    return sorted
      .map((t, i) =>
        i === sorted.length - 1 ? `después ${costs(t)}` : `${costs(t)} hasta ${before(t.minHoursBefore)}`,
      )
      .join(', ');
  };
  const capAndFloor =
    'Un cargo nunca supera el total de la reserva, salvo que después de un cambio cancelar cuesta al menos lo que habría costado justo antes del cambio.';
  const policy = (rules: CancellationPolicyRules): string => {
    const sentences = [`Cancelar ${clause(rules.single)}.`];
    if (!sameTiers(rules.single, rules.group))
      sentences.push(`Para ${rules.groupMinVehicles} vehículos o más, cancelar ${clause(rules.group)}.`);
    sentences.push(noShow(rules.noShow));
    if ([...rules.single, ...rules.group, rules.noShow].some((f) => !isFree(f))) sentences.push(capAndFloor);
    return sentences.join(' ');
  };
  const freeUntil = (list: readonly CancellationTier[]): string | null => {
    const first = mostNoticeFirst(list)[0];
    return first && isFree(first) ? `hasta ${before(first.minHoursBefore)}` : null;
  };
  const free = (rules: CancellationPolicyRules): string => {
    const single = freeUntil(rules.single);
    const group = freeUntil(rules.group);
    const n = rules.groupMinVehicles;
    if (single && group)
      return single === group
        ? `Cancelar es gratis ${single}.`
        : `Cancelar es gratis ${single}, o ${group} para ${n} vehículos o más.`;
    if (single)
      return `Cancelar una reserva de menos de ${n} vehículos es gratis ${single}; las más grandes pagan un cargo.`;
    if (group)
      return `Cancelar una reserva de ${n} vehículos o más es gratis ${group}; las más pequeñas pagan un cargo.`;
    return 'Cancelar tiene un cargo, por anticipada que sea la cancelación.';
  };
  return { tiers, noShow, oneWayTerms, policy, free };
})();

const costs = (fee: CancellationFee) => (isFree(fee) ? 'is free' : `costs ${feeWords(fee)}`);

/** "is free until 3 days before pickup, then costs one day of each vehicle’s daily rate" */
function tiersClause(tiers: readonly CancellationTier[]): string {
  const sorted = mostNoticeFirst(tiers);
  if (sorted.length === 1) return `${costs(sorted[0] as CancellationTier)} whenever you cancel`;
  return sorted
    .map((t, i) =>
      i === sorted.length - 1 ? `then ${costs(t)}` : `${costs(t)} until ${notice(t.minHoursBefore)}`,
    )
    .join(', ');
}

const sameTiers = (a: readonly CancellationTier[], b: readonly CancellationTier[]) =>
  JSON.stringify(mostNoticeFirst(a)) === JSON.stringify(mostNoticeFirst(b));

const capAndFloor =
  'A fee is never more than the booking’s total, except that after a change canceling costs at least what it would have cost just before the change.';

/**
 * The whole policy in sentences, for the terms, the FAQ and the guidelines:
 * "Canceling is free until 3 days before pickup, then costs one day of each
 * vehicle’s daily rate. For 3 or more vehicles, canceling is free until 14
 * days before pickup, …. Not collected and not canceled (a no-show): ….
 * A fee is never more than the booking’s total, except …"
 */
export function describePolicy(policy: CancellationPolicyRules, locale: Locale = 'en'): string {
  if (locale === 'es') return spanish.policy(policy);
  const sentences = [`Canceling ${tiersClause(policy.single)}.`];
  if (!sameTiers(policy.single, policy.group))
    sentences.push(
      `For ${policy.groupMinVehicles} or more vehicles, canceling ${tiersClause(policy.group)}.`,
    );
  sentences.push(describeNoShow(policy.noShow));
  const fees = [...policy.single, ...policy.group, policy.noShow];
  // The engine's floor (feeWithFloor, SPEC Part B §14) may exceed a smaller booking's total.
  if (fees.some((fee) => !isFree(fee))) sentences.push(capAndFloor);
  return sentences.join(' ');
}

/** How long cancelling is free, "until 3 days before pickup"; null when it never is. */
function freeUntil(tiers: readonly CancellationTier[]): string | null {
  const first = mostNoticeFirst(tiers)[0];
  return first && isFree(first) ? `until ${notice(first.minHoursBefore)}` : null;
}

/**
 * When cancelling is free, in one sentence, for the marketing pages:
 * "Canceling is free until 3 days before pickup, or until 14 days before
 * pickup for 3 or more vehicles."
 */
export function describeFreeCancellation(policy: CancellationPolicyRules, locale: Locale = 'en'): string {
  if (locale === 'es') return spanish.free(policy);
  const single = freeUntil(policy.single);
  const group = freeUntil(policy.group);
  const n = policy.groupMinVehicles;
  if (single && group)
    return single === group
      ? `Canceling is free ${single}.`
      : `Canceling is free ${single}, or ${group} for ${n} or more vehicles.`;
  if (single)
    return `Canceling a booking of fewer than ${n} vehicles is free ${single}; larger ones pay a fee.`;
  if (group) return `Canceling a booking of ${n} or more vehicles is free ${group}; smaller ones pay a fee.`;
  return 'Canceling costs a fee however early you cancel.';
}

/**
 * The values of the content's placeholders (content/fill-brand.ts): pages
 * fill their copy with the stored policy's, `fillDeep(home, { values })`.
 */
export function cancellationPlaceholders(
  policy: CancellationPolicyRules,
  locale: Locale = 'en',
): {
  cancellationPolicy: string;
  freeCancellation: string;
} {
  return {
    cancellationPolicy: describePolicy(policy, locale),
    freeCancellation: describeFreeCancellation(policy, locale),
  };
}
