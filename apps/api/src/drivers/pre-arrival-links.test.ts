import type { Locale } from '@convoy/domain/content/locale';
import { describe, expect, it } from 'vitest';
import type { NewOutboxMessage } from '../outbox/outbox-message.ts';
import type { Repositories } from '../repositories.ts';
import type { StoredReservation } from '../reservations/reservation.ts';
import type { NewText } from '../sms/sms.service.ts';
import type { StoredDriver } from './driver.repository.ts';
import { PreArrivalLinks } from './pre-arrival-links.ts';

/**
 * A driver's link is written when it is queued, outside any e-mail's render (decision 048): the
 * e-mail's payload carries the booking's language and its pickup time in it, and the text by SMS
 * is written in it; English as before for an English booking.
 */
const pickupAt = Date.parse('2026-07-06T09:00:00-04:00');

const booking = (locale: Locale) =>
  ({
    code: 'CNV-TEST01',
    locale,
    pickupAt,
    timezone: 'America/New_York',
    contact: { firstName: 'Ana', lastName: 'García' },
    lines: [{ classId: '15-passenger-van', vehicleName: '15 Passenger Van', quantity: 1 }],
  }) as unknown as StoredReservation;

const driver = (contact: { email?: string; phone?: string }) =>
  ({
    id: 'd1',
    classId: '15-passenger-van',
    vehicleNumber: null,
    name: 'Luis Pérez',
    email: contact.email ?? null,
    phone: contact.phone ?? null,
    steps: {},
  }) as unknown as StoredDriver;

async function send(locale: Locale) {
  const emails: NewOutboxMessage[] = [];
  const texts: NewText[] = [];
  const repos = {
    preArrival: { setLink: async () => {} },
    outbox: {
      enqueue: async (messages: NewOutboxMessage[]) => {
        emails.push(...messages);
        return messages.map(() => 'id');
      },
    },
  } as unknown as Repositories;
  const links = new PreArrivalLinks({
    seal: (plain) => ({ sealed: plain }) as never,
    publicUrl: 'https://rent.test',
    sms: {
      queue: async (_repos, queued) => {
        texts.push(...queued);
        return queued.length;
      },
    },
  });
  const drivers = [driver({ email: 'luis@example.com' }), driver({ phone: '+1 410 555 0100' })];
  expect(
    await links.send(repos, booking(locale), drivers, { name: 'Baltimore' }, pickupAt - 86_400_000),
  ).toBe(2);
  return { email: emails[0]!, text: texts[0]! };
}

describe('a driver’s pre-arrival link in the booking’s language', () => {
  it('queues the e-mail and the text of a Spanish booking in Spanish', async () => {
    const { email, text } = await send('es');
    expect(email.payload).toMatchObject({ kind: 'pre_arrival_link', locale: 'es' });
    const pickup = (email.payload as { pickup: string }).pickup;
    expect(pickup).toContain('lunes, 6 de julio de 2026');
    expect(text.body).toContain(`Convoy: antes de su recogida del ${pickup} en Baltimore`);
    expect(text.body).toContain('Responda STOP para darse de baja.');
    expect(text.body).not.toContain('before your pickup');
  });

  it('writes an English booking’s as before', async () => {
    const { email, text } = await send('en');
    expect(email.payload).toMatchObject({ kind: 'pre_arrival_link', locale: 'en' });
    const pickup = (email.payload as { pickup: string }).pickup;
    expect(pickup).toBe('Monday, July 6, 2026 at 9:00 AM EDT');
    expect(text.body).toBe(
      `Convoy: before your pickup ${pickup} at Baltimore, add your license and sign online: {link} Reply STOP to opt out.`,
    );
  });
});
