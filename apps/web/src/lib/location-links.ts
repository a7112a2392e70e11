import type { Location } from '@convoy/domain/content/locations';

/** A maps search for the address: a plain link, nothing loaded from the map host on our page. */
export function mapHref(location: Location): string {
  const { street, city, region, postalCode } = location.address;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${street}, ${city}, ${region} ${postalCode}`)}`;
}

/** "+1 (312) 555-0147" → "tel:+13125550147". */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
