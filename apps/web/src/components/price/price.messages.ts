import { defineMessages } from '../../lib/messages';

/**
 * The true total's words (SPEC Part B §13), shared by the flow, the manage page and the back office
 * (decision 048: every message in both languages). Amounts come formatted (lib/format.ts).
 */
export default defineMessages({
  totalWithTaxes: { en: 'Total (includes taxes and fees)', es: 'Total (incluye impuestos y cargos)' },
  deposit: {
    en: 'Refundable deposit, held at pickup',
    es: 'Depósito reembolsable, retenido en la recogida',
  },
  dueNow: { en: 'Due now', es: 'A pagar ahora' },
  dueAtPickup: { en: 'Due at pickup', es: 'A pagar en la recogida' },
  unlimitedMileage: { en: 'Unlimited mileage', es: 'Millaje ilimitado' },
  mileage: {
    en: '{allowance} miles a day per vehicle included, then {price} a mile',
    es: '{allowance} millas por día por vehículo incluidas; luego, {price} por milla',
  },
  mileageEstimate: {
    en: 'Estimated excess mileage, charged at return if driven',
    es: 'Millaje adicional estimado, que se cobra en la devolución si se recorre',
  },
  /** A sales tax waived by the organization's certificate (SPEC Part B §15). */
  exempt: {
    en: '{label} — exempt (certificate {certificateNumber})',
    es: '{label} — exento (certificado {certificateNumber})',
  },
  shared: { en: 'For the whole trip', es: 'Para todo el viaje' },
});
