import type { ReservationInsurance } from '@convoy/domain/contracts/insurance.schema';
import type { ReservationPayment } from '@convoy/domain/contracts/payment.schema';
import { reservationInsurance } from '../insurance/insurance-cover.ts';
import type { Repositories } from '../repositories.ts';
import type { StoredReservation } from './reservation.ts';
import type { ReservationMoney } from './reservation-money.ts';

/**
 * What a booking's answer reads after the commit, as a lookup answers it: its
 * payment (`payment` when already read) and its certificate of insurance
 * (decision 023).
 */
export async function answerNow(
  repos: Repositories,
  money: ReservationMoney,
  r: StoredReservation,
  payment?: ReservationPayment,
): Promise<{ payment: ReservationPayment; insuranceCertificate: ReservationInsurance | null }> {
  const [paid, insuranceCertificate] = await Promise.all([
    payment ?? money.view(r),
    reservationInsurance(repos.insuranceCertificates, r),
  ]);
  return { payment: paid, insuranceCertificate };
}

/**
 * A booking's or a change's answer with its payment and insurance as they stand now, read
 * after the commit, as a lookup answers it: a payment page opened after the
 * commit, a payment made since, a change's new invoice number.
 */
export async function withPaymentNow<
  A extends { body: { reservation: { code: string }; payment?: ReservationPayment } },
>(repos: Repositories, money: ReservationMoney, answer: A): Promise<A> {
  const r = await repos.reservations.findByCode(answer.body.reservation.code);
  return r ? { ...answer, body: { ...answer.body, ...(await answerNow(repos, money, r)) } } : answer;
}
