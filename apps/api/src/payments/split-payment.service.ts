import type {
  PayerPage,
  SplitPayerInput,
  SplitPaymentRequest,
  SplitPaymentView,
} from '@convoy/domain/contracts/split-payment.schema';
import { addCalendarDays } from '@convoy/domain/rules/receivables';
import { SplitPaymentError, splitAmong } from '@convoy/domain/rules/split-payment';
import { zonedIso } from '@convoy/domain/rules/zoned-time';
import type { Catalog } from '../catalog/catalog.ts';
import type { Executor } from '../db/database.ts';
import { preArrivalTokenHash } from '../drivers/pre-arrival-token.ts';
import { ApiError } from '../errors.ts';
import { inLanguage } from '../i18n/language.ts';
import { moneyOf, supplementsCents } from '../invoices/billing.ts';
import { unnamedMember } from '../mail/split-payment-emails.ts';
import { enqueueEmails } from '../outbox/enqueue.ts';
import type { SplitPaymentLinkPayload } from '../outbox/outbox-message.ts';
import type { Repositories, RepositoryFactory } from '../repositories.ts';
import { matching } from '../reservations/manage.service.ts';
import type { StoredReservation } from '../reservations/reservation.ts';
import type { StoredPayer } from './payer.repository.ts';
import type { PayerLinks } from './payer-links.ts';
import type { StoredPayment } from './payment.repository.ts';
import type { PaymentsService } from './payments.service.ts';
import { type SplitStanding, splitStanding } from './split-standing.ts';

export interface SplitPaymentDependencies {
  db: Executor;
  repositories: RepositoryFactory;
  catalog: Catalog;
  payments: PaymentsService;
  links: PayerLinks;
  now: () => number;
  /** After a commit that wrote e-mails: wake the outbox. */
  afterCommit: () => void;
  /** Asks the provider about a payment now (back from its page before its webhook); none without a provider. */
  refresh?: ((payment: StoredPayment) => Promise<void>) | undefined;
}

const HOUR = 3_600_000;
/** The organiser's "remind them now" reaches a member at most once in this long. */
const remindAgainAfterMs = 24 * HOUR;

const invalidLink = () =>
  new ApiError(
    401,
    'invalid_link',
    'This payment link no longer works: ask the organizer of the trip to send you a new one.',
  );

/** The shares a request asks for, the organiser's first (decision 045); a 422 naming `payers` when they cannot be. */
export function sharesFor(totalCents: number, organiserEmail: string, payers: readonly SplitPayerInput[]) {
  try {
    return splitAmong(totalCents, organiserEmail, payers);
  } catch (error) {
    if (!(error instanceof SplitPaymentError)) throw error;
    throw new ApiError(422, error.code, error.message, { payers: error.message });
  }
}

/** The organiser's view of a split, or of an unsplit booking (no members). */
function viewOf(r: StoredReservation, s: SplitStanding): SplitPaymentView {
  const iso = (at: number | null) => (at === null ? null : new Date(at).toISOString());
  return {
    code: r.code,
    totalCents: s.owedCents,
    dueOn: s.dueOn,
    organiser: {
      amountCents: s.organiser.amountCents,
      paidCents: s.organiser.paidCents,
      dueCents: s.organiser.dueCents,
      takenOverCents: s.organiser.takenOverCents,
      status: s.organiser.status,
    },
    payers: s.members.map((m) => ({
      id: m.payer.id,
      name: m.payer.name ?? '',
      email: m.payer.email ?? '',
      amountCents: m.payer.amountCents,
      paidCents: m.paidCents,
      dueCents: m.dueCents,
      status: m.status,
      remindedAt: iso(m.payer.remindedAt),
    })),
  };
}

/**
 * A booking split among the group's members (decision 045): the organiser names who pays what
 * (PUT /api/reservations/:code/payers), each member gets a personal link to pay their share as a
 * balance payment, the organiser sees who paid and reminds who has not; the payments worker reminds
 * them before the due date and, at the due date, passes what is unpaid to the organiser. The
 * division of a cancellation's refund is settlement's (payments/billing.ts).
 */
export class SplitPaymentService {
  readonly #d: SplitPaymentDependencies;

  constructor(deps: SplitPaymentDependencies) {
    this.#d = deps;
  }

  async view(code: string, email: string): Promise<SplitPaymentView> {
    const repos = this.#d.repositories(this.#d.db);
    const r = await this.#organisers(repos, code, email);
    return viewOf(r, await this.#standing(repos, r));
  }

  /**
   * The organiser's split, replacing the one before while no member has paid: each member is sent
   * their link (the same split asked again changes nothing and sends nothing); an empty list ends
   * the split. Refused for a booking that is not confirmed, has begun, is paid by an organisation's
   * invoice, or where the organiser already paid more than their new share.
   */
  async set(code: string, email: string, request: SplitPaymentRequest): Promise<SplitPaymentView> {
    const catalog = await this.#d.catalog.get();
    if (!this.#d.payments.provider) {
      throw new ApiError(409, 'payments_unavailable', 'Card payments are not offered online.');
    }
    const outcome = await this.#d.db.transaction().execute(async (trx) => {
      const repos = this.#d.repositories(trx);
      const found = await this.#organisers(repos, code, email);
      await repos.reservations.lock(found.id);
      const r = (await repos.reservations.findById(found.id)) ?? found;
      const now = this.#d.now();
      this.#splittable(r, now);
      const before = await this.#standing(repos, r);
      const { organiserCents, members } = sharesFor(before.owedCents, r.contact.email, request.payers);
      const same =
        before.members.length === members.length &&
        before.members.every((m, i) => {
          const p = members[i];
          return (
            p && m.payer.email === p.email && m.payer.name === p.name && m.payer.amountCents === p.amountCents
          );
        });
      if (same) return { r, changed: false };
      if (before.members.some((m) => m.paidCents > 0)) {
        throw new ApiError(
          409,
          'split_locked',
          'A member has already paid their share: the split stays as it is.',
        );
      }
      if (members.length > 0 && before.receivedCents > organiserCents) {
        throw new ApiError(
          409,
          'share_below_paid',
          `You have already paid more than the share this split leaves you (${organiserCents} ¢).`,
          { payers: 'You have already paid more than the share this split leaves you.' },
        );
      }
      await repos.payers.removeAll(r.id, now);
      if (members.length === 0) return { r, changed: true };
      await repos.payers.insertSplit(r.id, organiserCents, members, now);
      const inserted = await repos.payers.forReservation(r.id);
      await this.#d.links.send(
        repos,
        r,
        { locationName: catalog.locationById.get(r.locationId)?.name ?? '', dueOn: before.dueOn },
        inserted.filter((p) => p.position > 0).map((payer) => ({ payer, dueCents: payer.amountCents })),
        'split_payment_link',
        now,
      );
      return { r, changed: true };
    });
    if (outcome.changed) {
      this.#d.afterCommit();
      // A page opened for an amount no longer asked is closed (a member removed, the organiser's balance changed).
      await this.#d.payments.closeCheckouts(outcome.r);
    }
    return this.view(code, email);
  }

  /** A member's link sent again, a new one (the one before stops working). */
  async resendLink(code: string, email: string, payerId: string): Promise<void> {
    const sent = await this.#remind(code, email, (m) => m.payer.id === payerId, 'split_payment_link', true);
    if (sent === 0) {
      throw new ApiError(409, 'nothing_due', 'This member has nothing left to pay: no link was sent.');
    }
  }

  /** The organiser reminds every member still asked for their share (each at most once a day); answers how many. */
  async remindNow(code: string, email: string): Promise<number> {
    return this.#remind(code, email, () => true, 'split_payment_reminder', false);
  }

  async #remind(
    code: string,
    email: string,
    which: (m: SplitStanding['members'][number]) => boolean,
    kind: SplitPaymentLinkPayload['kind'],
    always: boolean,
  ): Promise<number> {
    const catalog = await this.#d.catalog.get();
    const sent = await this.#d.db.transaction().execute(async (trx) => {
      const repos = this.#d.repositories(trx);
      const found = await this.#organisers(repos, code, email);
      await repos.reservations.lock(found.id);
      const r = (await repos.reservations.findById(found.id)) ?? found;
      const standing = await this.#standing(repos, r);
      if (always && !standing.members.some(which)) {
        throw new ApiError(404, 'not_found', 'No member of this split has that id.');
      }
      const now = this.#d.now();
      const due = standing.members.filter(
        (m) =>
          which(m) &&
          m.status === 'due' &&
          (always || m.payer.remindedAt === null || now - m.payer.remindedAt >= remindAgainAfterMs),
      );
      const where = {
        locationName: catalog.locationById.get(r.locationId)?.name ?? '',
        dueOn: standing.dueOn,
      };
      return this.#d.links.send(repos, r, where, due, kind, now);
    });
    if (sent > 0) this.#d.afterCommit();
    return sent;
  }

  /** GET /api/payer: the member's own page; a payment page of theirs still open is asked about first. */
  async page(token: string): Promise<PayerPage> {
    const repos = this.#d.repositories(this.#d.db);
    const { payer, r } = await this.#open(repos, token);
    const refresh = this.#d.refresh;
    if (refresh) {
      const open = (await repos.payments.forReservation(r.id)).filter(
        (p) =>
          p.payerId === payer.id && p.checkoutSessionId && ['pending', 'requires_action'].includes(p.status),
      );
      // A provider that does not answer now leaves the page as stored; its webhook or reconciliation follows.
      for (const p of open) await refresh(p).catch(() => undefined);
    }
    const catalog = await this.#d.catalog.get();
    const standing = await this.#standing(repos, r);
    const mine = standing.members.find((m) => m.payer.id === payer.id);
    return {
      code: r.code,
      payerName: payer.name ?? '',
      organiserName: `${r.contact.firstName} ${r.contact.lastName}`,
      vehicleName: r.vehicleName,
      locationName: catalog.locationById.get(r.locationId)?.name ?? r.locationId,
      pickupDate: r.pickupDate,
      returnDate: r.returnDate,
      dueOn: standing.dueOn,
      amountCents: payer.amountCents,
      paidCents: mine?.paidCents ?? 0,
      dueCents: mine?.dueCents ?? 0,
      status: mine?.status ?? 'cancelled',
      payOnline: this.#d.payments.provider !== null,
    };
  }

  /** POST /api/payer/payment: the provider's page for what the member still owes (one open page per member). */
  async paymentPage(token: string): Promise<string> {
    const repos = this.#d.repositories(this.#d.db);
    const { payer, r } = await this.#open(repos, token);
    return this.#d.payments.paymentPage(r, payer);
  }

  /**
   * The payments worker's round: members who have not paid are reminded once, from the payment
   * settings' reminder days before the due date; at the due date (the location's date) what they
   * have not paid falls to the organiser, who is told once. Answers how many were reminded and how
   * many shares fell to organisers.
   */
  async runDue(): Promise<{ reminded: number; takenOver: number }> {
    const settings = await this.#d.payments.settings();
    const catalog = await this.#d.catalog.get();
    const now = this.#d.now();
    // The furthest local date anywhere is at most a day ahead of UTC's.
    const horizon = addCalendarDays(
      new Date(now).toISOString().slice(0, 10),
      settings.reminderDaysBefore + 1,
    );
    const ids = await this.#d.repositories(this.#d.db).payers.splitsPickingUpBy(horizon, 100);
    let reminded = 0;
    let takenOver = 0;
    for (const id of ids) {
      const done = await this.#d.db.transaction().execute(async (trx) => {
        const repos = this.#d.repositories(trx);
        if (!(await repos.reservations.lockConfirmed(id))) return { reminded: 0, takenOver: 0 };
        const r = await repos.reservations.findById(id);
        const standing = r && (await splitStanding(repos, r));
        if (!r || !standing?.dueOn) return { reminded: 0, takenOver: 0 };
        const today = zonedIso(now, r.timezone).slice(0, 10);
        const unpaid = standing.members.filter((m) => m.status === 'due');
        const location = catalog.locationById.get(r.locationId)?.name ?? '';
        if (today >= standing.dueOn) {
          for (const m of unpaid) await repos.payers.markTakenOver(m.payer.id, now);
          if (unpaid.length === 0) return { reminded: 0, takenOver: 0 };
          const after = (await splitStanding(repos, r)) as SplitStanding;
          await enqueueEmails(
            repos.outbox,
            [
              {
                to: r.contact.email,
                reference: r.code,
                payload: {
                  kind: 'split_taken_over',
                  locale: r.locale,
                  code: r.code,
                  organiserName: r.contact.firstName,
                  members: unpaid.map((m) => ({
                    name: m.payer.name ?? inLanguage(r.locale, unnamedMember),
                    cents: m.dueCents,
                  })),
                  dueCents: after.organiser.dueCents,
                },
              },
            ],
            now,
          );
          return { reminded: 0, takenOver: unpaid.length };
        }
        const remindFrom = addCalendarDays(standing.dueOn, -settings.reminderDaysBefore);
        if (today < remindFrom) return { reminded: 0, takenOver: 0 };
        const due = unpaid.filter((m) => m.payer.remindedAt === null);
        const where = { locationName: location, dueOn: standing.dueOn };
        const sent = await this.#d.links.send(repos, r, where, due, 'split_payment_reminder', now);
        return { reminded: sent, takenOver: 0 };
      });
      reminded += done.reminded;
      takenOver += done.takenOver;
    }
    if (reminded + takenOver > 0) this.#d.afterCommit();
    return { reminded, takenOver };
  }

  async #organisers(repos: Repositories, code: string, email: string): Promise<StoredReservation> {
    return matching(await repos.reservations.findByCode(code), email);
  }

  async #open(repos: Repositories, token: string): Promise<{ payer: StoredPayer; r: StoredReservation }> {
    const payer = await repos.payers.findByTokenHash(preArrivalTokenHash(token));
    if (!payer) throw invalidLink();
    const r = await repos.reservations.findById(payer.reservationId);
    if (!r) throw invalidLink();
    return { payer, r };
  }

  /** The split standing, or an unsplit booking's (the organiser owes it all). */
  async #standing(repos: Repositories, r: StoredReservation): Promise<SplitStanding> {
    const split = await splitStanding(repos, r);
    if (split) return split;
    const { invoice, invoices, snapshot } = await moneyOf(repos, r);
    const going = r.status === 'confirmed' || r.status === 'pending_payment';
    return {
      owedCents: invoice ? invoice.totalCents + supplementsCents(invoices) : r.pricing.totalCents,
      receivedCents: snapshot.paidCents,
      balanceCents: going ? snapshot.balanceCents : 0,
      dueOn: going ? snapshot.dueOn : null,
      organiser: {
        payer: undefined,
        amountCents: invoice ? invoice.totalCents + supplementsCents(invoices) : r.pricing.totalCents,
        paidCents: snapshot.paidCents,
        dueCents: going ? snapshot.balanceCents : 0,
        takenOverCents: 0,
        status: !going ? 'cancelled' : snapshot.balanceCents > 0 ? 'due' : 'paid',
      },
      members: [],
    };
  }

  #splittable(r: StoredReservation, now: number): void {
    if (r.status !== 'confirmed') {
      throw new ApiError(
        409,
        'not_splittable',
        `This reservation is ${r.status.replace('_', ' ')}: only a confirmed booking can be split.`,
      );
    }
    if (now >= r.pickupAt) {
      throw new ApiError(409, 'not_splittable', 'The rental has begun: its cost can no longer be split.');
    }
    if (r.paymentMethod === 'invoice') {
      throw new ApiError(
        409,
        'not_splittable',
        'This booking is billed to an organisation’s invoice: the organisation pays it.',
      );
    }
  }
}
