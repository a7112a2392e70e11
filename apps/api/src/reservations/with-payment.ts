import type { ReservationPayment } from '@convoy/domain/contracts/payment.schema';
import type { Repositories } from '../repositories.ts';
import type { ReservationMoney } from './reservation-money.ts';

/**
 * A booking's or a change's answer with its payment as it stands now, read
 * after the commit, as a lookup answers it: a payment page opened after the
 * commit, a payment made since, a change's new invoice number.
 */
export async function withPaymentNow<
  A extends { body: { reservation: { code: string }; payment?: ReservationPayment } },
>(repos: Repositories, money: ReservationMoney, answer: A): Promise<A> {
  const r = await repos.reservations.findByCode(answer.body.reservation.code);
  return r ? { ...answer, body: { ...answer.body, payment: await money.view(r) } } : answer;
}
