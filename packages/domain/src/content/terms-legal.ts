import { p, ul } from './blocks.ts';
import type { DocumentSection } from './content.types.ts';

/**
 * Terms and conditions, sections 12–16. The cookie facts are SPEC §3 and §9
 * (three first-party attribution cookies, 180 days, SameSite Lax) and SPEC Part B
 * §8 and §11 (flow state in sessionStorage; first-party page views; a Google
 * Analytics tag only when configured). Governing law follows the brand address.
 */
export const legalTermSections: DocumentSection[] = [
  {
    id: 'privacy',
    heading: 'Privacy and cookies',
    body: [
      p(
        'What we collect. For a booking or quote: your name, e-mail, phone, organization, trip details and notes. At pickup: license details of each driver and payment details, which are handled by our card processor; we do not store full card numbers.',
      ),
      p(
        'Why. To provide and bill the rental, to contact you about it, to meet legal and insurance obligations, and to understand which of our marketing brings bookings.',
      ),
      p('Cookies and browser storage. This site sets no advertising cookies. It uses:'),
      ul(
        'three first-party attribution cookies (your first visit, your last visit from a campaign, and your current visit), each kept for 180 days. They record the campaign tags in the link you arrived by (such as utm_source, or an ad click identifier), the page you landed on, the referring site and the time, so a booking can be credited to the campaign that brought it;',
        'session storage in your browser that keeps a reservation in progress, so a reload or the back button loses nothing; it is cleared when you close the tab;',
        'page-view and performance measurements sent to our own server, without your name or contact details.',
      ),
      p(
        'When Google Analytics is enabled on this site, it also receives page views and booking events (such as the pickup city and vehicle class), without your name, e-mail or phone.',
      ),
      p(
        'Sharing. We share personal data only with the service providers that run our business (payment, e-mail, hosting), with insurers and authorities after an accident, with toll and ticket authorities as the law requires, and when the law compels us. We do not sell personal data.',
      ),
      p(
        'Retention and your choices. Rental and billing records are kept as long as tax and accounting law requires, typically seven years; quote requests that do not become bookings for two years. To see, correct or delete your data, e-mail {email}. You can block or delete cookies in your browser; booking still works without them.',
      ),
    ],
  },
  {
    id: 'limitation-of-liability',
    heading: 'Limitation of liability',
    body: [
      p(
        'To the extent the law allows, we are not liable for indirect or consequential loss, such as missed events, lost profits or extra travel costs, caused by a vehicle being unavailable, breaking down or being delayed, and our total liability for a rental is limited to the amounts paid for it. Nothing in these terms limits liability that the law does not allow to be limited, including for our gross negligence.',
      ),
    ],
  },
  {
    id: 'governing-law',
    heading: 'Governing law and disputes',
    body: [
      p(
        'These terms are governed by the laws of the State of {state}, without regard to its conflict-of-law rules. Disputes are decided by the state or federal courts sitting in {city}, {state}. Nothing in this section takes away a consumer right that the law of your home state does not let a contract remove.',
      ),
    ],
  },
  {
    id: 'changes',
    heading: 'Changes to these terms',
    body: [
      p(
        'We may update these terms; the date at the top shows the latest change. The version in force when you booked applies to that booking.',
      ),
    ],
  },
  {
    id: 'contact',
    heading: 'Contact',
    body: [p('{owner}, {street}, {city}, {region} {postalCode}. Phone {phone}. E-mail {email}.')],
  },
];
