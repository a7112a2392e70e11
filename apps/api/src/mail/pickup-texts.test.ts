import { describe, expect, it } from 'vitest';
import { testMailContext as ctx } from '../../test/mail.ts';
import { reservationSnapshot } from '../../test/reservation-snapshot.ts';
import { inLanguage } from '../i18n/language.ts';
import { pickupDayText, pickupReminderText, preArrivalLinkText } from './pickup-texts.ts';

/** The reminders by text in the booking's language (decision 048): written when queued, not in an e-mail's render. */
describe('the texts before pickup in Spanish', () => {
  const spanish = reservationSnapshot('es');

  it('writes the booking’s language, whatever the language around, within two messages', () => {
    const reminder = pickupReminderText(spanish, ctx);
    expect(reminder).toBe(
      'Convoy: recogida el lun, 6 de jul, 9:00 a.m. EDT en Baltimore Harbor. Conductores, pago y detalles: https://rent.test/es/manage?code=CNV-7K3M9Q Responda STOP para darse de baja.',
    );
    const renter = pickupDayText(spanish, ctx);
    expect(renter).toBe(
      'Convoy: recogida el lun, 6 de jul, 9:00 a.m. EDT, Baltimore Harbor, 1200 Harbor Boulevard, Baltimore, MD 21230 (abierto de 7:00 a.m. a 7:00 p.m.). Traiga: licencia de conducir, tarjeta para el depósito, certificado de seguro. https://rent.test/es/manage?code=CNV-7K3M9Q Responda STOP para darse de baja.',
    );
    const driver = pickupDayText(spanish, null);
    expect(driver).not.toContain('manage?code');
    for (const text of [reminder, renter, driver]) {
      expect(text).not.toMatch(/pickup|Bring|Reply STOP|García/);
      expect(text.length).toBeLessThanOrEqual(320);
    }
    // A Spanish booking's text inside an English render, and an English booking's inside a Spanish one.
    expect(inLanguage('en', () => pickupReminderText(spanish, ctx))).toBe(reminder);
    expect(inLanguage('es', () => pickupReminderText(reservationSnapshot('en'), ctx))).toContain(
      'Reply STOP to opt out.',
    );
  });

  it('writes a driver’s link text in the language it is written in', () => {
    const text = inLanguage('es', () =>
      preArrivalLinkText('lunes, 6 de julio de 2026, 9:00 a.m. EDT', 'Baltimore Harbor'),
    );
    expect(text).toBe(
      'Convoy: antes de su recogida del lunes, 6 de julio de 2026, 9:00 a.m. EDT en Baltimore Harbor, agregue su licencia y firme en línea: {link} Responda STOP para darse de baja.',
    );
    expect(text.length).toBeLessThanOrEqual(320);
    expect(preArrivalLinkText('Mon', 'Baltimore Harbor')).toBe(
      'Convoy: before your pickup Mon at Baltimore Harbor, add your license and sign online: {link} Reply STOP to opt out.',
    );
  });
});
