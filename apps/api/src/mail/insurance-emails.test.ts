import { describe, expect, it } from 'vitest';
import { testMailContext as ctx } from '../../test/mail.ts';
import { inLanguage } from '../i18n/language.ts';
import { insuranceReminder, insuranceReminderSubject, insuranceReviewed } from './insurance-emails.ts';

describe('the certificate of insurance e-mails in Spanish (decision 048)', () => {
  const holder = { name: 'Ana García', reservationCode: 'CNV-7K3M9Q', organisationCode: null };
  const certificate = { insurer: 'Church Mutual', validFrom: '2026-07-01', validTo: '2026-07-31' };

  it('says staff verified or refused a certificate, in Spanish', () => {
    const verified = inLanguage('es', () =>
      insuranceReviewed(holder, { ...certificate, status: 'verified', rejectionReason: null }, ctx),
    );
    expect(verified.subject).toBe('Certificado de seguro de CNV-7K3M9Q: verificado');
    for (const part of [
      'Hola, Ana García:',
      'Verificamos su certificado de seguro: cubre los vehículos de la reserva CNV-7K3M9Q que se recojan y se devuelvan a más tardar el viernes, 31 de julio de 2026.',
      'Aseguradora:',
      'Vigencia:',
      'del miércoles, 1 de julio de 2026 al viernes, 31 de julio de 2026',
      'Verlo:\nhttps://rent.test/es/manage?code=CNV-7K3M9Q',
    ]) {
      expect(verified.text).toContain(part);
    }
    const rejected = inLanguage('es', () =>
      insuranceReviewed(holder, { ...certificate, status: 'rejected', rejectionReason: null }, ctx),
    );
    expect(rejected.subject).toBe('Certificado de seguro de CNV-7K3M9Q: no aceptado');
    expect(rejected.text).toContain('No pudimos aceptar su certificado de seguro: no se pudo verificar.');
    expect(rejected.text).toContain('Subir un certificado corregido');
    for (const email of [verified, rejected]) expect(email.text).not.toMatch(/Hello|Insurer|Valid:|We /);
  });

  it('reminds the holder before a certificate ends, in Spanish', () => {
    expect(insuranceReminderSubject(holder, certificate)).toBe(
      'CNV-7K3M9Q: your certificate of insurance ends on Friday, July 31, 2026',
    );
    const email = inLanguage('es', () => insuranceReminder(holder, certificate, ctx));
    expect(email.subject).toBe('CNV-7K3M9Q: su certificado de seguro vence el viernes, 31 de julio de 2026');
    expect(email.text).toContain(
      'Su certificado de seguro de Church Mutual vence el viernes, 31 de julio de 2026. Los vehículos que se devuelvan después de ese día no pueden salir con él',
    );
    expect(email.text).toContain('Subir el certificado renovado');
    expect(email.text).not.toMatch(/Hello|Your certificate|Upload/);
  });
});
