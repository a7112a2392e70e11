import { extractText, getDocumentProxy } from 'unpdf';
import { expect, it } from 'vitest';
import { describeEachDialect } from '../../test/dialects.ts';
import { addDays, contact, inWeek } from '../../test/fixtures.ts';
import { type PaymentsContext, usePayments } from '../../test/payments.ts';

/**
 * A booking made in Spanish (decision 048) and split among its members (decision 045): the confirmation
 * states the cancellation policy in Spanish, and every member's e-mail (their link, the receipt with its
 * PDF, the reminder) and the organiser's (the shares that fall to them) are in
 * Spanish.
 */
const GOOD = '4242424242424242';
const email = contact.email;
const pickupOf = (week: number) => addDays(inWeek(0).pickupDate, 7 * week);
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const flat = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ');

async function tokenOf(api: PaymentsContext, to: string): Promise<string> {
  await api.app.services.outbox.drain();
  const sent = api.mail.sent.filter((m) => m.to === to).at(-1);
  return /\/pay#token=([A-Za-z0-9_-]+)/.exec(sent?.email.text ?? '')?.[1] as string;
}

async function pdfText(content: unknown): Promise<string> {
  const data = new Uint8Array(content as Buffer);
  return flat((await extractText(await getDocumentProxy(data), { mergePages: true })).text);
}

describeEachDialect('a split booking made in Spanish on $name', (dialect) => {
  const api = usePayments(dialect, { collect: 'deposit' });

  it('writes the policy, the members’ and the organiser’s e-mails and the receipt in Spanish', async () => {
    const a = api();
    a.clock.set(Date.parse('2026-07-01T12:00:00Z'));
    const week = 8;
    const booked = await a.book(inWeek(week, { locale: 'es' }));
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const code = booked.body.reservation.code as string;
    a.standIn.pay(await a.sessionOf(code), GOOD);
    await a.webhooks();
    await a.app.services.outbox.drain();

    // The confirmation, queued when the deposit came: the booking's policy in Spanish.
    const confirmation = a.mail.sent.find((m) => m.to === email && m.email.subject.includes(code));
    const confirmed = flat(confirmation?.email.text);
    expect(confirmed).toContain('Si cancela con');
    expect(confirmed).toContain('(no presentación)');
    expect(confirmed).not.toMatch(/Cancel (less|between|\d)|no-show/);

    a.mail.sent.length = 0;
    const split = await a.put(`/api/reservations/${code}/payers`, {
      email,
      payers: [
        { name: 'Ana Ruiz', email: 'ana@example.com', amountCents: 10_000 },
        { name: 'Beto Díaz', email: 'beto@example.com', amountCents: 5_000 },
      ],
    });
    expect(split.status, JSON.stringify(split.body)).toBe(200);
    const ana = await tokenOf(a, 'ana@example.com');
    const toAna = a.mail.sent.find((m) => m.to === 'ana@example.com');
    expect(toAna?.email.subject).toBe(
      `${contact.firstName} ${contact.lastName} le pidió pagar su parte de $100.00 (${code})`,
    );
    const asked = flat(toAna?.email.text);
    expect(asked).toContain('Hola, Ana Ruiz:');
    expect(asked).toMatch(/a partir del [a-zé]+, \d+ de [a-z]+ de \d{4} \(reserva/);
    expect(asked).toContain('Su parte es de $100.00, a pagar a más tardar el');
    expect(asked).not.toMatch(/Hello|your share|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday/);

    // Ana pays: her receipt e-mail and its PDF in Spanish, the amount as paid.
    const page = await a.post('/api/payer/payment', {}, bearer(ana));
    expect(page.status).toBe(200);
    a.standIn.pay(page.body.checkoutUrl.split('/').at(-1) as string, GOOD);
    await a.webhooks();
    await a.app.services.outbox.drain();
    const thanks = a.mail.sent.find(
      (m) => m.email.subject === `Recibo: su parte de la reserva ${code} de Convoy`,
    );
    expect(thanks?.to).toBe('ana@example.com');
    expect(flat(thanks?.email.text)).toContain(
      `Gracias: recibimos $100.00 por su parte de la reserva ${code}`,
    );
    const pdf = thanks?.email.attachments.find((f) => f.filename.startsWith('RCT-'));
    const text = await pdfText(pdf?.content);
    for (const words of [
      'Recibo',
      'PAGADO',
      `Pago de la reserva ${code}`,
      'Gracias por su pago.',
      'Pagado $100.00',
    ])
      expect(text).toContain(words);
    expect(text).not.toMatch(/Receipt|Payment for|Thank you|Page 1/);

    // Beto does not pay: the reminder, then the due date passes his share to the organiser.
    a.mail.sent.length = 0;
    a.clock.set(Date.parse(`${addDays(pickupOf(week), -3)}T15:00:00Z`));
    await a.runWorker();
    const reminder = a.mail.sent.find((m) => m.to === 'beto@example.com');
    expect(reminder?.email.subject).toBe(
      `Recordatorio: su parte de $50.00 del viaje de ${contact.firstName} ${contact.lastName} (${code})`,
    );
    expect(reminder?.email.text).toContain('(el que le enviamos antes ya no funciona)');
    a.mail.sent.length = 0;
    a.clock.set(Date.parse(`${pickupOf(week)}T04:30:00-04:00`));
    await a.runWorker();
    const told = a.mail.sent.find((m) => m.email.subject.startsWith('Las partes no pagadas'));
    expect(told?.to).toBe(email);
    const falls = flat(told?.email.text);
    expect(falls).toContain(`Hola, ${contact.firstName}:`);
    expect(falls).toContain('estos miembros no habían pagado su parte: Beto Díaz ($50.00).');
    expect(falls).toContain(`/es/manage?code=${code}&pay=balance`);
    expect(falls).not.toMatch(/Hello|members had not/);
  });
});
