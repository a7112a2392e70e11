import { brand } from '@convoy/domain/content/brand';

/** `tel:` link of the brand's phone number: digits and a leading + only (RFC 3966). */
export const phoneHref = `tel:${brand.phone.replace(/[^\d+]/g, '')}`;
export const emailHref = `mailto:${brand.email}`;
