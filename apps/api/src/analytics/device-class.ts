import type { DeviceClass } from '@convoy/domain/contracts/admin-reports.schema';

/**
 * A coarse device class from the request's own headers: the User-Agent Client
 * Hint `Sec-CH-UA-Mobile` when the browser sends it, else the User-Agent's
 * tokens (MDN "Browser detection using the user agent": "Mobi" means mobile).
 * Nothing finer is kept: the class is for "is the site fast on phones?".
 */
export function deviceClass(headers: {
  'user-agent'?: string;
  'sec-ch-ua-mobile'?: string | string[];
}): DeviceClass {
  const ua = headers['user-agent'] ?? '';
  if (/iPad|Tablet|PlayBook|Silk|Kindle/i.test(ua) || (/Android/i.test(ua) && !/Mobi/i.test(ua)))
    return 'tablet';
  if (headers['sec-ch-ua-mobile'] === '?1' || /Mobi|iPhone|iPod|Windows Phone/i.test(ua)) return 'mobile';
  return 'desktop';
}
