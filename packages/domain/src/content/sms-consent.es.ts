import { brand } from './brand.ts';
import type { smsConsentText as english } from './sms-consent.ts';

/** What someone agrees to when they tick a box to be texted, in Spanish (decisions 022, 048). */
export const smsConsentText: { readonly [K in keyof typeof english]: string } = {
  version: '2026-11-sms-1',
  renterLabel: 'Envíenme recordatorios de esta reserva por mensaje de texto a este número',
  driverLabel: 'Envíenme recordatorios por mensaje de texto a este número',
  hint: `${brand.name} envía dos o tres mensajes de texto por reserva: un recordatorio antes de la recogida y otro el día anterior. Pueden aplicarse tarifas de mensajes y datos. Responda STOP para dejar de recibirlos.`,
};
