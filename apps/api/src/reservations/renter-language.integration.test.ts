import { expect, it } from 'vitest';
import { describeEachDialect } from '../../test/dialects.ts';
import { contact, inWeek } from '../../test/fixtures.ts';
import { usePayments } from '../../test/payments.ts';

/**
 * The renter's language (decision 048): a booking made on the Spanish site keeps `locale: 'es'`, and its
 * confirmation e-mail, calendar file and invoice PDF are Spanish, with the numbers of the same trip booked
 * in English. A booking that says nothing is English, as every booking made before.
 */
describeEachDialect('the renter’s language on $name', (dialect) => {
  const api = usePayments(dialect, { collect: 'none' });

  it('books in Spanish: the answer, the e-mail, the calendar file and the invoice say it in Spanish, with the same total', async () => {
    const a = api();
    const english = await a.book(inWeek(1, { contact: { ...contactOf('ana.en@example.com') } }));
    const spanish = await a.book(
      inWeek(1, { contact: { ...contactOf('ana.es@example.com') }, locale: 'es' }),
    );
    expect(english.status, JSON.stringify(english.body)).toBe(201);
    expect(spanish.status, JSON.stringify(spanish.body)).toBe(201);
    expect(english.body.reservation.locale).toBe('en');
    expect(spanish.body.reservation.locale).toBe('es');
    expect(spanish.body.pricingBreakdown.totalCents).toBe(english.body.pricingBreakdown.totalCents);
    await a.runWorker();

    const code = spanish.body.reservation.code as string;
    const mail = a.mail.sent.find((m) => m.to === 'ana.es@example.com' && m.email.subject.includes(code));
    if (!mail) throw new Error(a.mail.sent.map((m) => `${m.to}: ${m.email.subject}`).join('\n'));
    expect(mail?.email.subject).toBe(`Su reserva ${code} de Convoy está confirmada`);
    const text = mail!.email.text;
    expect(text).toContain('Hola, Ana:');
    expect(text).toContain('Su reserva está confirmada.');
    expect(text).toContain('Código de confirmación');
    expect(text).toContain('Recogida');
    expect(text).toContain(`/es/manage?code=${code}`);
    expect(mail!.email.html).toContain('<html lang="es">');
    for (const word of ['Hello', 'Your reservation is confirmed', 'Confirmation code'])
      expect(text).not.toContain(word);
    // The same total as the English booking, written for es-US.
    const total = `$${(english.body.pricingBreakdown.totalCents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    expect(text).toContain(total);
    const englishMail = a.mail.sent.find((m) => m.to === 'ana.en@example.com');
    expect(englishMail?.email.text).toContain(total);
    expect(englishMail?.email.subject).toMatch(/^Your Convoy reservation \S+ is confirmed$/);

    const calendar = mail!.email.attachments.find((f) => f.contentType.startsWith('text/calendar'));
    expect(calendar?.filename).toBe(`reserva-${code}.ics`);
    const ics = String(calendar?.content).replace(/\r\n /g, '');
    expect(ics).toContain(`Reserva ${code}.`);
    expect(ics).toContain('impuestos y cargos incluidos');
    expect(ics).toContain(`/es/manage?code=${code}`);

    const invoice = mail!.email.attachments.find((f) => f.contentType === 'application/pdf');
    expect(invoice?.filename).toMatch(/^INV-\d{4}-\d{6}\.pdf$/);
  });

  it('refuses a language the site does not speak', async () => {
    const answer = await api().book(inWeek(2, { locale: 'fr' as never }));
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain('locale');
  });
});

function contactOf(email: string) {
  return { ...contact, firstName: 'Ana', lastName: 'García', email };
}
