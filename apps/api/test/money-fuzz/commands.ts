import { nationalHolidays } from '@convoy/domain/content/locations';
import type { CancellationPolicy } from '@convoy/domain/contracts/cancellation.schema';
import { cancellationFee } from '@convoy/domain/rules/cancellation';
import { zonedToday } from '@convoy/domain/rules/zoned-time';
import fc from 'fast-check';
import { booking, contact, newKey } from '../fixtures.ts';
import {
  checkBooking,
  checkInvoiceNumbers,
  checkPages,
  checkSettled,
  MoneyBreach,
  type TrackedBooking,
} from './invariants.ts';
import type { MoneyWorld } from './world.ts';

/**
 * The commands of the stateful money test (SPEC Part B §15): what renters,
 * staff, the provider and the operator do to a reservation's money, in any
 * order, some at once. The model tracks the reservations made and what it
 * alone can say of them (the cancellation fee floor its changes left); every
 * command checks what it touched against the invariants, and a Settle
 * command checks everything at a quiet moment, against the provider too.
 */
export interface MoneyModel {
  bookings: TrackedBooking[];
  policy: CancellationPolicy;
}

type Command = fc.AsyncCommand<MoneyModel, MoneyWorld>;

const DAY = 86_400_000;
const GOOD = '4242424242424242';
const cards = [GOOD, GOOD, GOOD, '4000000000000002', '4000000000009995'];
const lineChoices = [
  [{ vehicleId: 'minivan', quantity: 1 }],
  [{ vehicleId: '15-passenger-van', quantity: 2 }],
  [{ vehicleId: '15-passenger-van', quantity: 3 }],
  [
    { vehicleId: 'cargo-van-box-truck', quantity: 1 },
    { vehicleId: 'minivan', quantity: 2 },
  ],
];

/** A Monday `weeks` weeks after the clock's week, as a local date. */
function mondayAfter(now: number, weeks: number): string {
  const day = new Date(now);
  const toMonday = (8 - day.getUTCDay()) % 7 || 7;
  return new Date(now + (toMonday + 7 * weeks) * DAY).toISOString().slice(0, 10);
}
/** `days` after a local date, or the first day after it that is no demo holiday: the test's trips keep the
 * weekday hours (09:00 to 17:00), which a holiday's do not (SPEC Part B §4). */
function plusDays(date: string, days: number): string {
  const later = new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
  return holidays.has(later) ? plusDays(later, 1) : later;
}
const holidays = new Set(nationalHolidays.map((h) => h.date));

/** The reservation a command acts on: picked at run time from those made so far. */
const pick = (m: MoneyModel, index: number) => m.bookings[index % m.bookings.length] as TrackedBooking;

/** The answers a request may give: anything under 500 but these is a breach of its contract. */
function expectStatus(what: string, status: number, allowed: readonly number[]): void {
  if (!allowed.includes(status)) throw new MoneyBreach(`${what} answered ${status}`);
}

abstract class OnBooking implements Command {
  constructor(readonly index: number) {}
  check(m: Readonly<MoneyModel>): boolean {
    return m.bookings.length > 0;
  }
  async run(m: MoneyModel, w: MoneyWorld): Promise<void> {
    const b = pick(m, this.index);
    await this.act(m, w, b);
    await checkBooking(w, b);
  }
  abstract act(m: MoneyModel, w: MoneyWorld, b: TrackedBooking): Promise<void>;
  abstract toString(): string;
}

class Book implements Command {
  constructor(
    readonly weeks: number,
    readonly lines: number,
    readonly days: number,
  ) {}
  check = () => true;
  async run(m: MoneyModel, w: MoneyWorld): Promise<void> {
    const pickupDate = plusDays(mondayAfter(w.clock.now(), this.weeks), 0);
    const body = {
      ...booking({ pickupDate, returnDate: plusDays(pickupDate, this.days) }),
      vehicleId: undefined,
      quantity: undefined,
      lines: lineChoices[this.lines % lineChoices.length],
    };
    const res = await w.request('POST', '/api/reservations', body, { 'idempotency-key': newKey() });
    expectStatus('a booking', res.status, [201, 409]);
    if (res.status !== 201) return;
    const b: TrackedBooking = {
      code: res.body.reservation.code,
      floorCents: 0,
      certain: true,
      staffRefunded: false,
      charges: new Set(),
      charging: 0,
    };
    m.bookings.push(b);
    await checkBooking(w, b);
  }
  toString = () => `Book(${this.weeks}w, lines ${this.lines}, ${this.days}d)`;
}

/** The renter asks for the payment page, once or several times at once: one page per amount due. */
class OpenPage extends OnBooking {
  constructor(
    index: number,
    readonly times: number,
  ) {
    super(index);
  }
  async act(_m: MoneyModel, w: MoneyWorld, b: TrackedBooking): Promise<void> {
    const asks = await Promise.all(
      Array.from({ length: this.times }, () =>
        w.request('POST', `/api/reservations/${b.code}/payment`, { email: contact.email }),
      ),
    );
    for (const a of asks) expectStatus('the payment page', a.status, [200, 409]);
    const urls = new Set(asks.filter((a) => a.status === 200).map((a) => a.body.checkoutUrl));
    // With a change at the same moment, asks before it and after it rightly get the pages of two
    // amounts; that only one of them stays open is checked when the commands are done (Together).
    if (b.certain && urls.size > 1)
      throw new MoneyBreach(`${b.code}: ${urls.size} payment pages opened at once`);
  }
  toString = () => `OpenPage(${this.index}, ×${this.times})`;
}

/** The renter pays the newest open page with a card (some are declined). */
class Pay extends OnBooking {
  constructor(
    index: number,
    readonly card: number,
  ) {
    super(index);
  }
  async act(_m: MoneyModel, w: MoneyWorld, b: TrackedBooking): Promise<void> {
    const r = await w.t.repositories.reservations.findByCode(b.code);
    const payments = r ? await w.t.repositories.payments.forReservation(r.id) : [];
    const session = payments.findLast((p) => p.checkoutSessionId)?.checkoutSessionId;
    if (!session) return;
    try {
      w.standIn.pay(session, cards[this.card % cards.length] as string);
    } catch {
      // The page expired or was paid meanwhile: the renter sees it say so, and nothing is charged.
    }
  }
  toString = () => `Pay(${this.index}, card ${this.card})`;
}

/** The provider's webhooks: all, reversed, each twice, or only the first few. */
class Deliver implements Command {
  constructor(readonly mode: 'all' | 'reverse' | 'duplicate' | 'some') {}
  check = () => true;
  async run(m: MoneyModel, w: MoneyWorld): Promise<void> {
    if (this.mode === 'some') await w.deliver({ count: 2 });
    else await w.deliver({ reverse: this.mode === 'reverse', duplicate: this.mode === 'duplicate' });
    for (const b of m.bookings.slice(-5)) await checkBooking(w, b);
  }
  toString = () => `Deliver(${this.mode})`;
}

/** The renter changes the booking: moves it, shrinks or grows it, or swaps the class. */
class Change extends OnBooking {
  constructor(
    index: number,
    readonly kind: number,
    readonly days: number,
  ) {
    super(index);
  }
  async act(m: MoneyModel, w: MoneyWorld, b: TrackedBooking): Promise<void> {
    const before = await w.t.repositories.reservations.findByCode(b.code);
    if (!before) return;
    const changes = [
      {
        pickupDate: plusDays(before.pickupDate, this.days),
        returnDate: plusDays(before.returnDate, this.days),
      },
      { lines: lineChoices[0] },
      { lines: lineChoices[2] },
      { lines: lineChoices[this.days % lineChoices.length] },
    ];
    const now = w.clock.now();
    const res = await w.request(
      'POST',
      `/api/reservations/${b.code}/changes`,
      { ...changes[this.kind % changes.length], email: contact.email },
      { 'idempotency-key': newKey() },
    );
    expectStatus('a change', res.status, [200, 400, 409]);
    if (res.status !== 200) return;
    // What cancelling cost just before the change: the model's floor (SPEC Part B §14).
    const fee = cancellationFee(
      m.policy,
      { totalCents: before.pricing.totalCents, vehicles: before.pricing.vehicles },
      before.pickupAt,
      now,
    ).feeCents;
    b.floorCents = Math.max(b.floorCents, fee);
    if (b.certain && res.body.change.cancellationFeeFloorCents !== b.floorCents) {
      throw new MoneyBreach(
        `${b.code}: the change left a floor of ${res.body.change.cancellationFeeFloorCents}, the model ${b.floorCents}`,
      );
    }
  }
  toString = () => `Change(${this.index}, kind ${this.kind}, ${this.days}d)`;
}

/** The renter or staff cancel; the fee is the policy's for the booking now, never below its floor. */
class Cancel extends OnBooking {
  constructor(
    index: number,
    readonly byStaff: boolean,
  ) {
    super(index);
  }
  async act(m: MoneyModel, w: MoneyWorld, b: TrackedBooking): Promise<void> {
    const before = await w.t.repositories.reservations.findByCode(b.code);
    if (!before) return;
    const now = w.clock.now();
    const res = this.byStaff
      ? await w.request('POST', `/api/admin/reservations/${b.code}/cancel`, {}, await w.staffHeaders())
      : await w.request('POST', `/api/reservations/${b.code}/cancel`, { email: contact.email });
    expectStatus('a cancellation', res.status, [200, 409]);
    if (res.status !== 200 || !b.certain) return;
    if (before.status !== 'confirmed' && before.status !== 'pending_payment') return;
    const policyFee = cancellationFee(
      m.policy,
      { totalCents: before.pricing.totalCents, vehicles: before.pricing.vehicles },
      before.pickupAt,
      now,
    ).feeCents;
    const expected = before.status === 'pending_payment' ? 0 : Math.max(policyFee, b.floorCents);
    const after = await w.t.repositories.reservations.findByCode(b.code);
    if (after?.cancellationFeeCents !== expected) {
      throw new MoneyBreach(
        `${b.code}: cancelled for ${after?.cancellationFeeCents}, the policy says ${expected}`,
      );
    }
  }
  toString = () => `Cancel(${this.index}, ${this.byStaff ? 'staff' : 'renter'})`;
}

/** Staff capture, release or refund one of the booking's payments, some amounts too large. */
class StaffOnPayment extends OnBooking {
  constructor(
    index: number,
    readonly action: 'capture' | 'release' | 'refund',
    readonly share: number,
    readonly clicks: number,
  ) {
    super(index);
  }
  async act(_m: MoneyModel, w: MoneyWorld, b: TrackedBooking): Promise<void> {
    const r = await w.t.repositories.reservations.findByCode(b.code);
    const payments = r ? await w.t.repositories.payments.forReservation(r.id) : [];
    const p = payments[this.share % Math.max(1, payments.length)];
    if (!p) return;
    const base = this.action === 'capture' ? p.authorisedCents : p.capturedCents - p.refundedCents;
    // Shares of what there is, and sometimes more than there is.
    const amountCents = Math.max(1, Math.round((base * ((this.share % 6) + 1)) / 5));
    const body =
      this.action === 'release'
        ? {}
        : this.action === 'capture'
          ? { amountCents }
          : { amountCents, reason: 'Fuzz: goodwill' };
    const key = newKey();
    const headers = { ...(await w.staffHeaders()), 'idempotency-key': key };
    const answers = await Promise.all(
      Array.from({ length: this.clicks }, () =>
        w.request('POST', `/api/admin/payments/${p.id}/${this.action}`, body, headers),
      ),
    );
    for (const a of answers) expectStatus(`staff ${this.action}`, a.status, [200, 409, 422]);
    if (this.action === 'refund' && answers.some((a) => a.status === 200)) b.staffRefunded = true;
  }
  toString = () => `Staff${this.action}(${this.index}, share ${this.share}, ×${this.clicks})`;
}

/** Staff charge the balance to the saved card: several clicks at once, with one key or each its own. */
class ChargeBalance extends OnBooking {
  constructor(
    index: number,
    readonly clicks: number,
    readonly oneKey: boolean,
  ) {
    super(index);
  }
  async act(_m: MoneyModel, w: MoneyWorld, b: TrackedBooking): Promise<void> {
    const key = newKey();
    const staff = await w.staffHeaders();
    b.charging++;
    try {
      const answers = await Promise.all(
        Array.from({ length: this.clicks }, () =>
          w.request(
            'POST',
            `/api/admin/payments/reservations/${b.code}/charge-balance`,
            {},
            {
              ...staff,
              'idempotency-key': this.oneKey ? key : newKey(),
            },
          ),
        ),
      );
      for (const a of answers) expectStatus('charge the balance', a.status, [200, 402, 409]);
      const ids = new Set(answers.filter((a) => a.status === 200).map((a) => a.body.id as string));
      if (ids.size > 1) throw new MoneyBreach(`${b.code}: ${ids.size} charges for clicks at once`);
      for (const id of ids) b.charges.add(id);
    } finally {
      b.charging--;
    }
  }
  toString = () => `ChargeBalance(${this.index}, ×${this.clicks}, ${this.oneKey ? 'one key' : 'keys'})`;
}

/** Staff record a bank transfer of part of what the current invoice still asks. */
class BankTransfer extends OnBooking {
  constructor(
    index: number,
    readonly share: number,
  ) {
    super(index);
  }
  async act(_m: MoneyModel, w: MoneyWorld, b: TrackedBooking): Promise<void> {
    const r = await w.t.repositories.reservations.findByCode(b.code);
    const invoice = r && (await w.t.repositories.invoices.current(r.id));
    if (!r || !invoice) return;
    const amountCents = Math.max(1, Math.round((invoice.totalCents * (this.share + 1)) / 4));
    const res = await w.request(
      'POST',
      `/api/admin/invoices/${invoice.number}/bank-transfers`,
      { amountCents, receivedOn: zonedToday(w.clock.now(), r.timezone), reference: `FUZZ-${b.code}` },
      { ...(await w.staffHeaders()), 'idempotency-key': newKey() },
    );
    expectStatus('a bank transfer', res.status, [201, 400, 409, 422]);
  }
  toString = () => `BankTransfer(${this.index}, ${this.share + 1}/4)`;
}

/** The operator's and the server's own doings: a pricing save, a worker round, time, a restart. */
class System implements Command {
  constructor(
    readonly what: 'invalidate' | 'worker' | 'clock' | 'restart',
    readonly minutes: number,
  ) {}
  check = () => true;
  async run(m: MoneyModel, w: MoneyWorld): Promise<void> {
    if (this.what === 'invalidate') w.t.app.services.catalog.invalidate();
    if (this.what === 'clock') w.clock.advance(this.minutes * 60_000);
    if (this.what === 'restart') await w.restart();
    if (this.what === 'worker') {
      await w.t.app.services.paymentsWorker.runOnce();
      await w.t.app.services.outbox.drain();
      w.t.mail.sent.length = 0;
    }
    for (const b of m.bookings.slice(-3)) await checkBooking(w, b);
  }
  toString = () => `System(${this.what}${this.what === 'clock' ? ` +${this.minutes}m` : ''})`;
}

/** Several commands at once: what they touch is no longer the model's to predict exactly. */
class Together implements Command {
  constructor(readonly parts: Command[]) {}
  check(m: Readonly<MoneyModel>): boolean {
    return this.parts.every((p) => p.check(m));
  }
  async run(m: MoneyModel, w: MoneyWorld): Promise<void> {
    const touched = this.parts.filter((p): p is OnBooking => p instanceof OnBooking);
    for (const p of touched) pick(m, p.index).certain = false;
    await Promise.all(this.parts.map((p) => p.run(m, w)));
    for (const p of touched) await checkPages(w, pick(m, p.index));
  }
  toString = () => `Together(${this.parts.map(String).join(', ')})`;
}

/** A quiet moment: every webhook delivered, every provider call made; then everything is checked. */
class Settle implements Command {
  check = () => true;
  async run(m: MoneyModel, w: MoneyWorld): Promise<void> {
    for (let round = 0; round < 4; round++) {
      await w.deliver();
      await w.t.app.services.paymentsWorker.runOnce();
    }
    await w.deliver();
    for (const b of m.bookings) await checkSettled(w, b);
    await checkInvoiceNumbers(w);
  }
  toString = () => 'Settle';
}

const index = fc.nat(1000);
const single: fc.Arbitrary<Command>[] = [
  fc
    .record({ w: fc.integer({ min: 1, max: 26 }), l: fc.nat(3), d: fc.integer({ min: 1, max: 4 }) })
    .map(({ w, l, d }) => new Book(w, l, d)),
  fc.tuple(index, fc.integer({ min: 1, max: 3 })).map(([i, t]) => new OpenPage(i, t)),
  fc.tuple(index, fc.nat(4)).map(([i, c]) => new Pay(i, c)),
  fc.tuple(index, fc.nat(4)).map(([i, c]) => new Pay(i, c)),
  fc.constantFrom('all', 'reverse', 'duplicate', 'some').map((mode) => new Deliver(mode)),
  fc.tuple(index, fc.nat(3), fc.integer({ min: -7, max: 63 })).map(([i, k, d]) => new Change(i, k, d)),
  fc.tuple(index, fc.boolean()).map(([i, s]) => new Cancel(i, s)),
  fc
    .tuple(index, fc.constantFrom('capture', 'release', 'refund'), fc.nat(11), fc.integer({ min: 1, max: 2 }))
    .map(([i, a, s, c]) => new StaffOnPayment(i, a, s, c)),
  fc
    .tuple(index, fc.integer({ min: 1, max: 4 }), fc.boolean())
    .map(([i, c, k]) => new ChargeBalance(i, c, k)),
  fc.tuple(index, fc.nat(3)).map(([i, s]) => new BankTransfer(i, s)),
  fc
    .tuple(fc.constantFrom('invalidate', 'worker', 'worker', 'clock'), fc.integer({ min: 1, max: 45 }))
    .map(([what, minutes]) => new System(what, minutes)),
];

/** Every command, with restarts rare and some run together; `Settle` now and then. */
export function moneyCommands(options: { restarts: boolean }): fc.Arbitrary<Command>[] {
  return [
    ...single,
    ...single,
    fc.array(fc.oneof(...single), { minLength: 2, maxLength: 3 }).map((parts) => new Together(parts)),
    fc.constant(new Settle()),
    ...(options.restarts ? [fc.constant(new System('restart', 0))] : []),
  ];
}

export { Settle };

/** The model a run starts from: nothing booked yet, the policy in force. */
export async function initialModel(w: MoneyWorld): Promise<MoneyModel> {
  const res = await w.request('GET', '/api/cancellation-policy');
  return { bookings: [], policy: res.body.policy };
}
