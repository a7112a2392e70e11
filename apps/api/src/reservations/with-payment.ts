import type { ReservationInsurance } from '@convoy/domain/contracts/insurance.schema';
import type { ReservationPayment } from '@convoy/domain/contracts/payment.schema';
import { reservationInsurance } from '../insurance/insurance-cover.ts';
import type { Repositories } from '../repositories.ts';
import type { StoredReservation } from './reservation.ts';
import type { ReservationMoney } from './reservation-money.ts';

/**
 * What a booking's answer reads after the commit, as a lookup answers it: its
 * payment (`payment` when already read) and its certificate of insurance
 * (decision 023), and the answer's `reservation` with the one condition of
 * `readyForPickup` only that read settles: a declined protection needs a
 * certificate that covers the trip (decision 024).
 */
export async function answerNow<R extends { readyForPickup?: boolean | undefined }>(
  repos: Repositories,
  money: ReservationMoney,
  r: StoredReservation,
  reservation: R,
  payment?: ReservationPayment,
): Promise<{
  payment: ReservationPayment;
  insuranceCertificate: ReservationInsurance | null;
  reservation: R;
}> {
  const [paid, insuranceCertificate] = await Promise.all([
    payment ?? money.view(r),
    reservationInsurance(repos.insuranceCertificates, r),
  ]);
  const uncovered = insuranceCertificate?.required === true && !insuranceCertificate.covers;
  return {
    payment: paid,
    insuranceCertificate,
    reservation:
      uncovered && reservation.readyForPickup ? { ...reservation, readyForPickup: false } : reservation,
  };
}

/**
 * A booking's or a change's answer with its payment and insurance as they stand now, read
 * after the commit, as a lookup answers it: a payment page opened after the
 * commit, a payment made since, a change's new invoice number.
 */
export async function withPaymentNow<
  A extends {
    body: {
      reservation: { code: string; readyForPickup?: boolean | undefined };
      payment?: ReservationPayment;
    };
  },
>(repos: Repositories, money: ReservationMoney, answer: A): Promise<A> {
  const r = await repos.reservations.findByCode(answer.body.reservation.code);
  if (!r) return answer;
  return {
    ...answer,
    body: { ...answer.body, ...(await answerNow(repos, money, r, answer.body.reservation)) },
  };
}
