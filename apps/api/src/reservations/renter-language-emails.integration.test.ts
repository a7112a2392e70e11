import { extractTextItems } from 'unpdf';
import { expect, it } from 'vitest';
import { createAdmin } from '../../test/admin.ts';
import { useApi } from '../../test/api.ts';
import { outAndBack } from '../../test/counter.ts';
import { describeEachDialect } from '../../test/dialects.ts';
import { contact, inWeek, newKey, qualifiedDriver } from '../../test/fixtures.ts';
import { signatureDataUrl } from '../../test/images.ts';
import { testClock } from '../../test/payments.ts';
import { inLanguage } from '../i18n/language.ts';
import { formatLocalDateTime } from '../mail/format.ts';

/**
 * The e-mails of a booking made in Spanish that are not about its snapshot (decision 048): a named
 * driver's pre-arrival link (its pickup time written when it is queued), the renter's rental agreement
 * signed before pickup (its PDF drawn in Spanish) and the review request after the final return, each
 * in the booking's language, as the payload's `locale` says.
 */
const van = '15-passenger-van';
const renter = { ...contact, firstName: 'Ana', lastName: 'García', email: 'ana.es@example.com' };

describeEachDialect('the e-mails of a Spanish booking on $name', (dialect) => {
  const clock = testClock();
  const api = useApi(dialect, { now: clock.now });

  const book = async (week: number, drivers: unknown[]) => {
    const res = await api().post(
      '/api/reservations',
      inWeek(week, { vehicleId: van, contact: renter, locale: 'es', drivers: drivers as never }),
      { 'idempotency-key': newKey() },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.reservation.locale).toBe('es');
    return res.body.reservation as { code: string; pickupAt: string };
  };
  const sentTo = (to: string, subject: string) => {
    const found = api().mail.sent.filter((m) => m.to === to && m.email.subject === subject);
    if (found.length === 0) {
      throw new Error(
        `no "${subject}" in:\n${api()
          .mail.sent.map((m) => `${m.to}: ${m.email.subject}`)
          .join('\n')}`,
      );
    }
    return found;
  };
  const noEnglish = (text: string) => {
    for (const word of ['Hello', 'Thank you', 'booking', 'pickup']) expect(text).not.toContain(word);
  };

  it('writes the driver’s link, the agreement signed before pickup and the review request in Spanish', async () => {
    clock.set(Date.parse('2026-07-01T12:00:00Z'));
    await createAdmin(api().app);
    const driven = qualifiedDriver(van, { name: 'Luis Pérez', email: 'luis.es@example.com' });
    const trip = await book(0, [driven]);
    await api().app.services.outbox.drain();

    // The driver's link: in the booking's language, the pickup time written in Spanish when it was queued.
    const [link] = sentTo(
      'luis.es@example.com',
      `Usted figura como conductor en la reserva de Ana García: prepárese antes de la recogida (${trip.code})`,
    );
    const pickup = inLanguage('es', () => formatLocalDateTime(trip.pickupAt, 'America/New_York'));
    expect(pickup).toContain('6 de julio de 2026');
    expect(link!.email.text).toContain('Hola, Luis Pérez:');
    expect(link!.email.text).toContain(`que se recoge en`);
    expect(link!.email.text).toContain(`el ${pickup}.`);
    expect(link!.email.text).toContain('Prepárese para la recogida');
    // The driver's page in Spanish too (decision 048).
    expect(link!.email.text).toMatch(/\/es\/driver#token=[A-Za-z0-9_-]+/);
    expect(link!.email.html).toContain('<html lang="es">');
    noEnglish(link!.email.text);

    // The rental agreement signed before pickup: the e-mail and its PDF in Spanish.
    const signing = await book(1, []);
    const signed = await api().app.inject({
      method: 'POST',
      url: `/api/reservations/${signing.code}/agreement-signature`,
      headers: { 'user-agent': 'Phone Browser 1.0' },
      payload: {
        email: renter.email,
        signature: await signatureDataUrl(),
        consent: true,
        termsVersion: '2026-11-rental-1',
      },
    });
    expect(signed.statusCode, signed.body).toBe(201);
    await api().app.services.outbox.drain();
    const [agreement] = sentTo(
      renter.email,
      `Su contrato de alquiler de Convoy firmado para ${signing.code}`,
    );
    expect(agreement!.email.text).toContain('Hola, Ana García:');
    expect(agreement!.email.text).toContain(
      `Gracias por firmar el contrato de alquiler de la reserva ${signing.code}.`,
    );
    noEnglish(agreement!.email.text);
    const pdf = agreement!.email.attachments.find((a) => a.contentType === 'application/pdf');
    expect(pdf?.filename).toBe(`Rental agreement ${signing.code}.pdf`);
    const { items } = await extractTextItems(new Uint8Array(pdf!.content as Buffer));
    const drawn = items
      .flat()
      .map((item) => item.str)
      .join(' ');
    for (const words of [
      `Contrato de alquiler ${signing.code}`,
      'Arrendatario',
      'Recogida',
      'Cargos (según la reserva)',
      'Firmado por',
      '13 de julio de 2026',
    ])
      expect(drawn).toContain(words);
    for (const words of ['Renter', 'Return by', 'Charges (as booked)', 'Signed by']) {
      expect(drawn).not.toContain(words);
    }

    // After the final return: the review request.
    await outAndBack(api(), clock, trip.code, van);
    await api().app.services.outbox.drain();
    const [ask] = sentTo(renter.email, `¿Qué tal su viaje con Convoy? (${trip.code})`);
    expect(ask!.email.text).toContain('Hola, Ana:');
    expect(ask!.email.text).toContain('Califique su viaje');
    expect(ask!.email.text).toMatch(/\/es\/review#token=[A-Za-z0-9_-]+/);
    expect(ask!.email.html).toContain('<html lang="es">');
    noEnglish(ask!.email.text);
  });
});
