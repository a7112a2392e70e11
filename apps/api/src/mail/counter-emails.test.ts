import { describe, expect, it } from 'vitest';
import { testMailContext as ctx } from '../../test/mail.ts';
import { reservationSnapshot } from '../../test/reservation-snapshot.ts';
import type { OutboxPayload } from '../outbox/outbox-message.ts';
import { renderEmail, subjectOf } from './render.ts';

/** The counter's e-mails in the renter's language (decision 048). */
describe('the counter’s e-mails in Spanish', () => {
  const agreement = { signerName: 'Ana García', signedAt: Date.parse('2026-07-06T08:00:00-04:00') };

  it('sends the signed agreement, and each addendum, in Spanish', () => {
    const payload: OutboxPayload = { kind: 'rental_agreement', ...reservationSnapshot('es'), agreement };
    const email = renderEmail(payload, ctx);
    expect(email.subject).toBe('Su contrato de alquiler de Convoy para CNV-7K3M9Q');
    expect(subjectOf(payload)).toBe(email.subject);
    for (const part of [
      'Hola, Ana:',
      'Ana García firmó el contrato de alquiler en Baltimore Harbor el lunes, 6 de julio de 2026, 8:00 a.m. EDT. Adjuntamos su copia en PDF',
      'Código de confirmación',
      'Guárdelo en el vehículo. Asistencia en carretera y preguntas: Baltimore Harbor',
      'Ver su reserva:\nhttps://rent.test/es/manage?code=CNV-7K3M9Q',
    ]) {
      expect(email.text).toContain(part);
    }
    expect(email.html).toContain('<title>Contrato de alquiler CNV-7K3M9Q</title>');
    for (const word of ['Hello', 'signed the rental agreement', 'Keep it with', 'View your'])
      expect(email.text).not.toContain(word);

    const addendum = renderEmail(
      { ...payload, agreement: { ...agreement, kind: 'addendum' } } as OutboxPayload,
      ctx,
    );
    expect(addendum.subject).toBe(
      'Anexo a su contrato de alquiler de Convoy para CNV-7K3M9Q: los vehículos en la recogida',
    );
    expect(addendum.text).toContain('Ana García aceptó en Baltimore Harbor el lunes, 6 de julio de 2026');
    expect(addendum.html).toContain('<title>Anexo al contrato de alquiler CNV-7K3M9Q</title>');
    const swap = renderEmail(
      {
        ...payload,
        agreement: {
          ...agreement,
          kind: 'swap',
          swap: {
            classId: '15-passenger-van',
            seq: 1,
            leg: 1,
            vehicle: '15 Passenger Van 1',
            from: 'BAL-101',
            to: 'BAL-107',
          },
        },
      } as OutboxPayload,
      ctx,
    );
    expect(swap.subject).toBe(
      'Anexo a su contrato de alquiler de Convoy para CNV-7K3M9Q: un vehículo cambiado',
    );
    expect(swap.text).toContain('BAL-101 volvió y BAL-107 salió en su lugar, al mismo precio.');
  });

  it('sends the final charges at return in Spanish, with the same amounts as in English', () => {
    const returned = {
      lines: [{ label: 'Excess mileage (120 mi × $0.45)', amountCents: 5400 }],
      totalCents: 5400,
      depositCapturedCents: 5400,
      depositReleasedCents: 44600,
    };
    const render = (locale: 'en' | 'es') =>
      renderEmail({ kind: 'rental_returned', ...reservationSnapshot(locale), returned }, ctx);
    const english = render('en');
    const spanish = render('es');
    expect(english.text).toContain(
      '$54.00 of the deposit held on your card is charged for what the rental owes; $446.00 is released (your bank may take a few days to show it).',
    );
    expect(spanish.subject).toBe(
      'Gracias: la reserva CNV-7K3M9Q de Convoy está de vuelta, con su factura final',
    );
    for (const part of [
      'Hola, Ana:',
      'Todos los vehículos de la reserva CNV-7K3M9Q están de vuelta en Baltimore Harbor. Gracias por alquilar con Convoy.',
      'Lo que agregó la devolución',
      'Excess mileage (120 mi × $0.45):',
      'Total agregado:',
      'Del depósito retenido en su tarjeta, se cobran $54.00 por lo que adeuda el alquiler; se liberan $446.00 (su banco puede tardar unos días en reflejarlo).',
    ]) {
      expect(spanish.text).toContain(part);
    }
    expect(spanish.text).toMatch(/Total agregado:\s+\$54\.00/);
    for (const word of ['Hello', 'Thank you', 'What the return added', 'Total added', 'is released'])
      expect(spanish.text).not.toContain(word);

    const nothing = renderEmail(
      {
        kind: 'rental_returned',
        ...reservationSnapshot('es'),
        returned: { lines: [], totalCents: 0, depositCapturedCents: 0, depositReleasedCents: 50000 },
      },
      ctx,
    );
    expect(nothing.text).toContain(
      'Nada: a tiempo, dentro del millaje y con el combustible con el que salió.',
    );
    expect(nothing.text).toContain(
      'Se liberan $500.00 del depósito (su banco puede tardar unos días en reflejarlo).',
    );
  });
});
