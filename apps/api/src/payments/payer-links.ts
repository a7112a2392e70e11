import { type Locale, localizedPath } from '@convoy/domain/content/locale';
import { newPreArrivalToken } from '../drivers/pre-arrival-token.ts';
import { inLanguage } from '../i18n/language.ts';
import { formatLocalDate } from '../mail/format.ts';
import { enqueueEmails } from '../outbox/enqueue.ts';
import type { SplitPaymentLinkPayload } from '../outbox/outbox-message.ts';
import type { SealedSecret } from '../outbox/outbox-secret.ts';
import type { Repositories } from '../repositories.ts';
import type { StoredReservation } from '../reservations/reservation.ts';
import type { StoredPayer } from './payer.repository.ts';
import { splitStanding } from './split-standing.ts';

/** A member's personal page, opened from the link's fragment (never in a URL a server logs). */
/** A member's page in the booking's language (decision 048): /pay, or /es/pay. */
export const payerLink = (publicUrl: string, token: string, locale: Locale = 'en') =>
  `${publicUrl}${localizedPath('/pay', locale)}#token=${token}`;

/**
 * The members' personal payment links (decision 045), in the transaction that decides them: a new
 * token for each (stored as its hash: the link sent before stops working), the link sealed in the
 * outbox (decision 018) and e-mailed to that member alone.
 */
export class PayerLinks {
  readonly #seal: (plain: string) => SealedSecret;
  readonly #publicUrl: string;

  constructor(deps: { seal: (plain: string) => SealedSecret; publicUrl: string }) {
    this.#seal = deps.seal;
    this.#publicUrl = deps.publicUrl;
  }

  /** Links for `members` (each with what is still asked of them); reminders are marked as such. Answers how many went. */
  async send(
    repos: Repositories,
    r: StoredReservation,
    where: { locationName: string; dueOn: string | null },
    members: readonly { payer: StoredPayer; dueCents: number }[],
    kind: SplitPaymentLinkPayload['kind'],
    now: number,
  ): Promise<number> {
    const messages = [];
    for (const { payer, dueCents } of members) {
      if (!payer.email) continue;
      const { token, hash } = newPreArrivalToken();
      await repos.payers.setLink(payer.id, hash, now);
      if (kind === 'split_payment_reminder') await repos.payers.markReminded(payer.id, now);
      const payload: SplitPaymentLinkPayload = {
        kind,
        // The member's e-mail is in the booking's language (decision 048), its pickup date too.
        locale: r.locale,
        code: r.code,
        payerName: payer.name ?? '',
        organiserName: `${r.contact.firstName} ${r.contact.lastName}`,
        vehicleName: r.vehicleName,
        locationName: where.locationName,
        pickup: inLanguage(r.locale, () => formatLocalDate(r.pickupDate)),
        shareCents: payer.amountCents,
        dueCents,
        dueOn: where.dueOn,
        link: this.#seal(payerLink(this.#publicUrl, token, r.locale)),
      };
      messages.push({ to: payer.email, reference: r.code, payload });
    }
    if (messages.length > 0) await enqueueEmails(repos.outbox, messages, now);
    return messages.length;
  }

  /**
   * A booking split when it was made is confirmed: its members, none sent a link yet, get theirs.
   * Nothing to do (one indexed read) for a booking that is not split.
   */
  async sendOnConfirmation(
    repos: Repositories,
    r: StoredReservation,
    locationName: string,
    now: number,
  ): Promise<number> {
    const payers = await repos.payers.forReservation(r.id);
    if (!payers.some((p) => p.position > 0 && p.linkSentAt === null)) return 0;
    const standing = await splitStanding(repos, r);
    if (!standing) return 0;
    const waiting = standing.members.filter((m) => m.payer.linkSentAt === null && m.status === 'due');
    return this.send(repos, r, { locationName, dueOn: standing.dueOn }, waiting, 'split_payment_link', now);
  }
}
