import { describe, expect, it } from 'vitest';
import { inLanguage } from '../i18n/language.ts';
import { citationNotice } from './citation-emails.ts';

describe('the citation notice in Spanish (decision 048)', () => {
  const payload = {
    kind: 'citation_notice' as const,
    code: 'CNV-7K3M9Q',
    renterName: 'Ana',
    kindLabel: 'Parking ticket',
    agency: 'Baltimore City Parking Authority',
    reference: 'PK-1234',
    at: Date.parse('2026-07-07T14:30:00-04:00'),
    timezone: 'America/New_York',
    place: '400 Key Highway',
    amountCents: 5200,
    adminFeeCents: 2500,
    invoiceNumber: null,
  };

  it('says what was charged in Spanish, with the same amounts as in English', () => {
    const english = citationNotice(payload);
    expect(english.subject).toBe('Parking ticket charged to Convoy booking CNV-7K3M9Q');
    expect(english.text).toContain('(parking ticket, reference PK-1234)');
    expect(english.text).toContain('$52.00 it came to, untaxed, plus our $25.00 admin fee');
    expect(english.text).toContain('$77.00 in all, on your final invoice.');
    const email = inLanguage('es', () => citationNotice(payload));
    expect(email.subject).toBe('Multa de estacionamiento: cargo a la reserva CNV-7K3M9Q de Convoy');
    for (const part of [
      'Hola, Ana:',
      'Baltimore City Parking Authority nos envió un aviso (multa de estacionamiento, referencia PK-1234) por un vehículo de la reserva CNV-7K3M9Q, del martes, 7 de julio de 2026, 2:30 p.m. EDT, en 400 Key Highway.',
      'Lo pagamos y le cobramos su importe de $52.00, sin impuestos, más nuestro cargo administrativo de $25.00, como indican los términos de alquiler: $77.00 en total, en su factura final.',
      'Si cree que no le corresponde, responda a este correo dentro de 30 días',
    ]) {
      expect(email.text).toContain(part);
    }
    const invoiced = inLanguage('es', () =>
      citationNotice({ ...payload, invoiceNumber: 'INV-2026-000042', place: '' }),
    );
    expect(invoiced.text).toContain('$77.00 en total, en la factura INV-2026-000042.');
    expect(invoiced.text).toContain('2:30 p.m. EDT.');
    expect(email.text).not.toMatch(/Hello|sent us|We paid|If you believe/);
  });
});
