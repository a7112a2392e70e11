import { extractText, getDocumentProxy } from 'unpdf';
import { expect, it } from 'vitest';
import { createAdmin, signIn } from '../../test/admin.ts';
import { useApi } from '../../test/api.ts';
import { describeEachDialect } from '../../test/dialects.ts';
import { inWeek, newKey, passedInspection, qualifiedDriver } from '../../test/fixtures.ts';
import { signatureDataUrl } from '../../test/images.ts';
import { testClock } from '../../test/payments.ts';

/**
 * The rental agreement of a booking made in Spanish (decision 048): drawn at the counter in Spanish,
 * the rental terms translated after the sentence that the English governs, and e-mailed in Spanish.
 * The trip of week 0: Monday 6 July 2026 09:00 to Wednesday 8 July 17:00 at Baltimore.
 */
const van = '15-passenger-van';

describeEachDialect('the rental agreement in the renter’s language on $name', (dialect) => {
  const clock = testClock();
  const api = useApi(dialect, { now: clock.now });

  it('draws and e-mails a Spanish booking’s agreement in Spanish, the terms translated', async () => {
    const a = api();
    await createAdmin(a.app);
    const booked = await a.post(
      '/api/reservations',
      inWeek(0, { vehicleId: van, drivers: [qualifiedDriver(van)], locale: 'es' }),
      { 'idempotency-key': newKey() },
    );
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const code = booked.body.reservation.code as string;
    clock.set(Date.parse('2026-07-06T08:00:00-04:00'));
    const staff = await signIn(a.app);
    await a.app.services.fleetWorker.runOnce();
    const done = await a.app.inject({
      method: 'POST',
      url: `/api/admin/counter/${code}/check-out`,
      headers: staff.headers,
      payload: {
        vehicles: [
          {
            classId: van,
            seq: 1,
            odometerMiles: 12_000,
            fuelEighths: 8,
            damage: [{ view: 'left', x: 0.3, y: 0.55, note: 'scratch above the rear wheel' }],
            inspection: passedInspection(van, 'out'),
          },
        ],
        licencesChecked: true,
        agreement: { signerName: 'Ana Ruiz', signature: await signatureDataUrl() },
      },
    });
    expect(done.statusCode, done.body).toBe(200);
    const url = JSON.parse(done.body).agreement.url as string;
    const pdf = await a.app.inject({ method: 'GET', url, headers: staff.headers });
    expect(pdf.statusCode).toBe(200);
    const text = (
      await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), { mergePages: true })
    ).text.replace(/\s+/g, ' ');
    for (const words of [
      `Contrato de alquiler ${code}`,
      'Arrendatario y viaje',
      'lunes, 6 de julio de 2026, 9:00 a.m. EDT',
      '12,000 mi',
      'Lleno',
      'Lado izquierdo: scratch above the rear wheel',
      'Millaje: se incluyen 150 millas por día por vehículo durante los 3 días cobrados',
      'https://www.convoy.example/es/terms',
      'Esta es una traducción para su comodidad; el texto en inglés de estos términos es el que rige',
      '1. Acerca de estos términos',
      '7. Responsabilidad, seguro y exención de daños',
      // The cancellation section states the booking's own policy, in Spanish.
      'Si cancela con',
      'Firmado por Ana Ruiz',
    ]) {
      expect(text).toContain(words);
    }
    for (const words of ['Renter and trip', 'Mileage:', 'By signing', 'Cancel ', 'left side'])
      expect(text).not.toContain(words);

    await a.app.services.outbox.drain();
    const mail = a.mail.sent.find(
      (m) => m.email.subject === `Su contrato de alquiler de Convoy para ${code}`,
    );
    if (!mail) throw new Error(a.mail.sent.map((m) => m.email.subject).join('\n'));
    expect(mail.email.text).toContain('Ana Ruiz firmó el contrato de alquiler en Baltimore Harbor');
    expect(Buffer.from(mail.email.attachments[0]?.content ?? '').equals(pdf.rawPayload)).toBe(true);
  });
});
