import { describe, expect, it } from 'vitest';
import { testMailContext as ctx, testSecrets } from '../../test/mail.ts';
import { inLanguage } from '../i18n/language.ts';
import {
  preArrivalAcknowledgement,
  preArrivalAcknowledgementSubject,
  preArrivalLink,
} from './pre-arrival-emails.ts';

/** A driver's e-mails in the booking's language (decision 048). */
describe('a driver’s e-mails in Spanish', () => {
  it('sends the pre-arrival link in Spanish', () => {
    const payload = {
      kind: 'pre_arrival_link' as const,
      code: 'CNV-7K3M9Q',
      driverName: 'Ben Ode',
      renterName: 'Ana García',
      vehicleName: '15 Passenger Van 1',
      locationName: 'Baltimore Harbor',
      pickup: 'lunes, 6 de julio de 2026, 9:00 a.m. EDT',
      link: testSecrets.seal('https://rent.test/driver#t=abc'),
    };
    const english = preArrivalLink(payload, ctx);
    const email = inLanguage('es', () => preArrivalLink(payload, ctx));
    expect(english.subject).toBe('Ana García named you as a driver: get ready before pickup (CNV-7K3M9Q)');
    expect(email.subject).toBe(
      'Usted figura como conductor en la reserva de Ana García: prepárese antes de la recogida (CNV-7K3M9Q)',
    );
    for (const part of [
      'Hola, Ben Ode:',
      'Usted figura como conductor del vehículo 15 Passenger Van 1 en la reserva CNV-7K3M9Q de Ana García, que se recoge en Baltimore Harbor el lunes, 6 de julio de 2026, 9:00 a.m. EDT.',
      'Prepárese para la recogida:\nhttps://rent.test/driver#t=abc',
      'El enlace es solo suyo',
    ]) {
      expect(email.text).toContain(part);
    }
    for (const word of ['Hello', 'named you', 'Get ready', 'The link is yours'])
      expect(email.text).not.toContain(word);
  });

  it('sends the signed acknowledgement and the remotely signed agreement in Spanish', () => {
    const payload = {
      kind: 'pre_arrival_acknowledgement' as const,
      code: 'CNV-7K3M9Q',
      driverName: 'Ben Ode',
      signatureId: 's1',
    };
    const driver = inLanguage('es', () => preArrivalAcknowledgement(payload));
    expect(driver.subject).toBe('Su declaración del conductor firmada para la reserva CNV-7K3M9Q de Convoy');
    expect(driver.text).toContain('Gracias: ya puede manejar en la reserva CNV-7K3M9Q.');
    const renter = { ...payload, kind: 'remote_agreement_signed' as const, driverName: 'Ana García' };
    expect(inLanguage('es', () => preArrivalAcknowledgementSubject(renter))).toBe(
      'Su contrato de alquiler de Convoy firmado para CNV-7K3M9Q',
    );
    const agreement = inLanguage('es', () => preArrivalAcknowledgement(renter));
    expect(agreement.text).toContain('Hola, Ana García:');
    expect(agreement.text).toContain('Gracias por firmar el contrato de alquiler de la reserva CNV-7K3M9Q.');
    for (const email of [driver, agreement]) expect(email.text).not.toMatch(/Hello|Thank you/);
    expect(preArrivalAcknowledgementSubject(renter)).toBe(
      'Your signed Convoy rental agreement for CNV-7K3M9Q',
    );
  });
});
