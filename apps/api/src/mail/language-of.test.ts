import { describe, expect, it } from 'vitest';
import type { OutboxPayload } from '../outbox/outbox-message.ts';
import { languageOf, subjectOf } from './render.ts';

/**
 * The e-mails about a booking whose payload carries no snapshot of it take the booking's language from
 * their `locale` (decision 048), as the split's member e-mails do; English without one (queued before,
 * or an organisation's certificate).
 */
const sealed = { sealed: 'x' } as never;
const holder = { name: 'Ana', reservationCode: 'CNV-7K3M9Q', organisationCode: null };
const certificate = { insurer: 'Church Mutual', validFrom: '2026-07-01', validTo: '2026-07-31' };

const payloads: [OutboxPayload, string, string][] = [
  [
    {
      kind: 'pre_arrival_link',
      code: 'CNV-7K3M9Q',
      driverName: 'Luis',
      renterName: 'Ana García',
      vehicleName: '15 Passenger Van',
      locationName: 'Baltimore',
      pickup: '',
      link: sealed,
    },
    'Ana García named you as a driver: get ready before pickup (CNV-7K3M9Q)',
    'Usted figura como conductor en la reserva de Ana García: prepárese antes de la recogida (CNV-7K3M9Q)',
  ],
  [
    { kind: 'pre_arrival_acknowledgement', code: 'CNV-7K3M9Q', driverName: 'Luis', signatureId: 's' },
    'Your signed driver’s acknowledgement for Convoy booking CNV-7K3M9Q',
    'Su declaración del conductor firmada para la reserva CNV-7K3M9Q de Convoy',
  ],
  [
    { kind: 'remote_agreement_signed', code: 'CNV-7K3M9Q', driverName: 'Ana García', signatureId: 's' },
    'Your signed Convoy rental agreement for CNV-7K3M9Q',
    'Su contrato de alquiler de Convoy firmado para CNV-7K3M9Q',
  ],
  [
    {
      kind: 'review_request',
      code: 'CNV-7K3M9Q',
      firstName: 'Ana',
      vehicleName: '15 Passenger Van',
      locationName: 'Baltimore',
      link: sealed,
    },
    'How was your trip with Convoy? (CNV-7K3M9Q)',
    '¿Qué tal su viaje con Convoy? (CNV-7K3M9Q)',
  ],
  [
    {
      kind: 'citation_notice',
      code: 'CNV-7K3M9Q',
      renterName: 'Ana',
      kindLabel: 'Toll',
      agency: 'MDTA',
      reference: 'T-1',
      at: 0,
      timezone: 'America/New_York',
      place: '',
      amountCents: 500,
      adminFeeCents: 1000,
      invoiceNumber: null,
    },
    'Toll charged to Convoy booking CNV-7K3M9Q',
    'Peaje: cargo a la reserva CNV-7K3M9Q de Convoy',
  ],
  [
    {
      kind: 'insurance_reviewed',
      holder,
      certificate: { ...certificate, status: 'verified', rejectionReason: null },
    },
    'Certificate of insurance for CNV-7K3M9Q: verified',
    'Certificado de seguro de CNV-7K3M9Q: verificado',
  ],
  [
    { kind: 'insurance_reminder', holder, certificate },
    'CNV-7K3M9Q: your certificate of insurance ends on Friday, July 31, 2026',
    'CNV-7K3M9Q: su certificado de seguro vence el viernes, 31 de julio de 2026',
  ],
];

describe('the language of e-mails about a booking without its snapshot', () => {
  it.each(payloads)('writes $kind in the booking’s language, English without one', (payload, en, es) => {
    expect(languageOf(payload)).toBe('en');
    expect(subjectOf(payload)).toBe(en);
    const spanish = { ...payload, locale: 'es' } as OutboxPayload;
    expect(languageOf(spanish)).toBe('es');
    expect(subjectOf(spanish)).toBe(es);
    expect(subjectOf({ ...payload, locale: 'en' } as OutboxPayload)).toBe(en);
  });
});
