import { describe, expect, it } from 'vitest';
import { testMailContext as ctx, testSecrets } from '../../test/mail.ts';
import { inLanguage } from '../i18n/language.ts';
import { reviewRequest } from './review-emails.ts';

describe('the review request in Spanish (decision 048)', () => {
  it('asks how the trip went in Spanish', () => {
    const payload = {
      kind: 'review_request' as const,
      code: 'CNV-7K3M9Q',
      firstName: 'Ana',
      vehicleName: '15 Passenger Van',
      locationName: 'Baltimore Harbor',
      link: testSecrets.seal('https://rent.test/review#t=abc'),
    };
    expect(reviewRequest(payload, ctx).subject).toBe('How was your trip with Convoy? (CNV-7K3M9Q)');
    const email = inLanguage('es', () => reviewRequest(payload, ctx));
    expect(email.subject).toBe('¿Qué tal su viaje con Convoy? (CNV-7K3M9Q)');
    expect(email.text).toContain('Hola, Ana:');
    expect(email.text).toContain(
      'Gracias por alquilar su 15 Passenger Van en Baltimore Harbor. ¿Cómo le fue?',
    );
    expect(email.text).toContain('Califique su viaje:\nhttps://rent.test/review#t=abc');
    expect(email.text).not.toMatch(/Hello|Thank you|Rate your trip/);
  });
});
