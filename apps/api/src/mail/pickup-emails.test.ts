import { describe, expect, it } from 'vitest';
import { testMailContext as ctx } from '../../test/mail.ts';
import { reservationSnapshot } from '../../test/reservation-snapshot.ts';
import { inLanguage } from '../i18n/language.ts';
import { driversStillMissingBlocks } from './pickup-emails.ts';
import { renderEmail, subjectOf } from './render.ts';

/** The reminders before pickup in the renter's language (decision 048). */
describe('the day-before reminder in Spanish', () => {
  const english = renderEmail({ kind: 'pickup_day_reminder', ...reservationSnapshot('en') }, ctx);
  const payload = { kind: 'pickup_day_reminder' as const, ...reservationSnapshot('es') };
  const spanish = renderEmail(payload, ctx);

  it('says when, where and what to bring in Spanish, with the same deposit', () => {
    expect(spanish.subject).toBe('Su recogida con Convoy: dónde, cuándo y qué traer (reserva CNV-7K3M9Q)');
    expect(subjectOf(payload)).toBe(spanish.subject);
    for (const part of [
      'Hola, Ana:',
      'Su recogida en Baltimore Harbor es el lunes, 6 de julio de 2026, 9:00 a.m. EDT.',
      'Qué traer\n',
      'Cada conductor: una licencia de conducir vigente.',
      'El arrendatario: una tarjeta de crédito a su nombre para el depósito de $500.00.',
      'Su certificado de seguro: usted rechazó nuestra protección',
      'Ver su reserva:\nhttps://rent.test/es/manage?code=CNV-7K3M9Q',
    ]) {
      expect(spanish.text).toContain(part);
    }
    expect(english.text).toContain('for the $500.00 deposit.');
    expect(spanish.html).toContain('<title>Reserva CNV-7K3M9Q: recogida próxima</title>');
    for (const word of ['Hello', 'Your pickup', 'What to bring', 'Every driver', 'View your reservation'])
      expect(spanish.text).not.toContain(word);
  });

  it('lists each driver’s steps still to do in Spanish', () => {
    const blocks = inLanguage('es', () =>
      driversStillMissingBlocks(
        [
          {
            name: 'Ben Ode',
            vehicle: '15 Passenger Van 1',
            missing: ['licence_photos', 'safety_acknowledgement'],
            linkSent: true,
          },
        ],
        ctx,
        'CNV-7K3M9Q',
      ),
    );
    expect(blocks).toEqual([
      { type: 'heading', text: 'Pendiente antes de la recogida' },
      {
        type: 'lines',
        lines: [
          'Ben Ode (15 Passenger Van 1): fotos de la licencia, las instrucciones de seguridad para la van de 15 pasajeros — le enviamos de nuevo su enlace por correo electrónico',
        ],
      },
      { type: 'paragraph', text: expect.stringContaining('El enlace que acabamos de enviar') },
      {
        type: 'link',
        label: 'Enviar de nuevo a un conductor su enlace desde la página de su reserva',
        url: 'https://rent.test/es/manage?code=CNV-7K3M9Q',
      },
    ]);
  });
});
