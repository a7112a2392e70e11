import { brand } from '@convoy/domain/content/brand';
import { type StaffRole, staffRoleLabels } from '@convoy/domain/contracts/admin-auth.schema';
import { organisationKindLabels } from '@convoy/domain/contracts/organisation.schema';
import type { ServiceDueSnapshot, StaffEvent } from '../outbox/outbox-message.ts';
import type { SealedSecret } from '../outbox/outbox-secret.ts';
import { type Block, toHtml, toText } from './document.ts';
import { leadFacts, quoteFacts } from './enquiry-emails.ts';
import { formatLocalDate } from './format.ts';
import { priceLines } from './price-lines.ts';
import type { MailContext, RenderedEmail } from './rendered-email.ts';
import { reservationFacts, vehicles } from './reservation-facts.ts';

/** One notification to staff (STAFF_EMAIL) per booking, cancellation, quote request and lead. */

export function staffSubject(event: StaffEvent): string {
  switch (event.type) {
    case 'reservation_confirmed':
    case 'reservation_cancelled':
    case 'reservation_changed': {
      const r = event.reservation;
      const what = {
        reservation_confirmed: 'New reservation',
        reservation_cancelled: 'Cancelled',
        reservation_changed: 'Changed',
      }[event.type];
      const day = formatLocalDate(r.pickupDate);
      return `${what} ${r.code}: ${vehicles(event)}, ${event.location.name}, ${day}`;
    }
    case 'quote_requested':
      return `Quote request ${event.quote.quoteCode}: ${event.quote.passengers} passengers, ${event.quote.location.name}`;
    case 'lead_received':
      return `New ${event.lead.kind} enquiry from ${event.lead.name}`;
    case 'organisation_opened':
      return `New organization account ${event.organisation.code}: ${event.organisation.name}${event.organisation.terms.status === 'requested' ? ' (asks for invoice terms)' : ''}`;
    case 'terms_requested':
      return `Invoice terms requested: ${event.organisation.name} (${event.organisation.code})`;
    case 'certificate_uploaded':
      return `Tax-exemption certificate to verify: ${event.organisation.name}, ${event.certificate.state}`;
    case 'insurance_uploaded':
      return `Certificate of insurance to verify: ${event.holder.reservationCode ?? event.holder.organisationCode}, ${event.holder.name}`;
    case 'payment_problem':
      return `Payment to look at: ${event.reservation.code}`;
    case 'service_due': {
      const n = event.units.length;
      return `Service due: ${n === 1 ? event.units[0]!.fleetNumber : `${n} vehicles`}`;
    }
  }
}

function contactRows(c: { name: string; email: string; phone: string | null; organisation?: string | null }) {
  return [
    ['Name', c.name],
    ['E-mail', c.email],
    ...(c.phone ? [['Phone', c.phone]] : []),
    ...(c.organisation ? [['Organization', c.organisation]] : []),
  ] as [string, string][];
}

function blocksFor(event: StaffEvent, ctx?: Pick<MailContext, 'open'>): Block[] {
  switch (event.type) {
    case 'reservation_confirmed':
    case 'reservation_cancelled':
    case 'reservation_changed': {
      const { contact, renterAge, rentalPurpose } = event.reservation;
      return [
        ...(event.type === 'reservation_changed'
          ? ([
              { type: 'heading', text: 'What changed' },
              { type: 'lines', lines: event.change.changes },
            ] satisfies Block[])
          : []),
        // With the delivery and collection addresses, opened as for the renter's e-mail (decision 030).
        { type: 'facts', rows: reservationFacts(event, ctx) },
        {
          type: 'facts',
          rows: [
            ['Location', event.location.name],
            ['Driver age', String(renterAge)],
            ['Purpose', rentalPurpose ?? '—'],
          ],
        },
        { type: 'heading', text: 'Renter' },
        {
          type: 'facts',
          rows: contactRows({
            name: `${contact.firstName} ${contact.lastName}`,
            email: contact.email,
            phone: contact.phone,
          }),
        },
        { type: 'heading', text: 'Price' },
        { type: 'facts', rows: priceLines(event.pricing) },
      ];
    }
    case 'quote_requested': {
      const q = event.quote;
      return [
        { type: 'facts', rows: quoteFacts(q) },
        { type: 'heading', text: 'Contact' },
        {
          type: 'facts',
          rows: contactRows({
            name: `${q.contact.firstName} ${q.contact.lastName}`,
            email: q.contact.email,
            phone: q.contact.phone,
            organisation: q.organisation,
          }),
        },
        ...(q.estimate
          ? ([
              {
                type: 'heading',
                text: `Estimate: ${q.estimate.quantity} × ${q.vehicleName ?? 'vehicle'}, as a booking would be priced today`,
              },
              { type: 'facts', rows: priceLines(q.estimate) },
            ] satisfies Block[])
          : []),
      ];
    }
    case 'lead_received':
      return [
        {
          type: 'facts',
          rows: [
            ['Kind', event.lead.kind],
            ['Reference', event.lead.submissionId],
          ],
        },
        { type: 'facts', rows: contactRows(event.lead) },
        { type: 'facts', rows: leadFacts(event.lead) },
      ];
    case 'organisation_opened':
    case 'terms_requested':
    case 'certificate_uploaded': {
      const o = event.organisation;
      return [
        {
          type: 'facts',
          rows: [
            ['Organization', `${o.name} (${organisationKindLabels[o.kind]})`],
            ['Account code', o.code],
            ['Billing contact', `${o.billingContact.name}, ${o.billingContact.email}`],
            [
              'Invoice terms',
              o.terms.status === 'requested' ? `asks for net ${o.terms.requestedNetDays}` : o.terms.status,
            ],
            ...(o.terms.paysByPurchaseOrder
              ? ([['Purchase orders', 'pays by purchase order']] as [string, string][])
              : []),
            ...(event.type === 'certificate_uploaded'
              ? ([
                  ['Certificate', `${event.certificate.state} ${event.certificate.number}`],
                  ['Valid until', event.certificate.expiresOn],
                ] as [string, string][])
              : []),
          ],
        },
        { type: 'paragraph', text: 'Review it in the back office, under Organizations.' },
      ];
    }
    case 'insurance_uploaded':
      return [
        {
          type: 'facts',
          rows: [
            [
              event.holder.reservationCode ? 'Reservation' : 'Account code',
              event.holder.reservationCode ?? event.holder.organisationCode ?? '',
            ],
            ['Renter', event.holder.name],
            ['Insurer', event.certificate.insurer],
            ['Valid', `${event.certificate.validFrom} to ${event.certificate.validTo}`],
          ],
        },
        { type: 'paragraph', text: 'Review it in the back office, under Money: Insurance.' },
      ];
    case 'payment_problem':
      return [
        { type: 'paragraph', text: event.problem },
        // With the delivery and collection addresses, opened as for the renter's e-mail (decision 030).
        { type: 'facts', rows: reservationFacts(event, ctx) },
      ];
    case 'service_due':
      return [
        {
          type: 'paragraph',
          text: 'These vehicles are due for service. Book the shop and block them in the back office, under Units.',
        },
        {
          type: 'facts',
          rows: event.units.map((u) => [
            `${u.fleetNumber} (${u.className}, ${u.locationName})`,
            serviceDue(u),
          ]),
        },
      ];
  }
}

function serviceDue(u: ServiceDueSnapshot): string {
  const when = [
    ...(u.serviceDueOn ? [`by ${formatLocalDate(u.serviceDueOn)}`] : []),
    ...(u.serviceDueMiles !== null ? [`at ${u.serviceDueMiles.toLocaleString('en-US')} mi`] : []),
  ].join(' or ');
  const odometer = `odometer ${u.odometerMiles.toLocaleString('en-US')} mi`;
  return `${u.state === 'overdue' ? 'Overdue' : 'Due soon'}: ${when} (${odometer})`;
}

export function staffNotification(event: StaffEvent, ctx?: Pick<MailContext, 'open'>): RenderedEmail {
  const subject = staffSubject(event);
  const blocks = blocksFor(event, ctx);
  return { subject, text: toText(blocks), html: toHtml(subject, blocks), attachments: [] };
}

/** An owner's invitation to the back office: the role, who invited, the link and how long it lasts. */
export function staffInvitationSubject(role: StaffRole): string {
  return `You are invited to the ${brand.name} back office as ${article(staffRoleLabels[role])}`;
}

export function staffInvitation(
  payload: { role: StaffRole; invitedBy: string; link: SealedSecret; expiresAt: number },
  ctx: MailContext,
): RenderedEmail {
  const subject = staffInvitationSubject(payload.role);
  const blocks: Block[] = [
    {
      type: 'paragraph',
      text: `${payload.invitedBy} invited you to the ${brand.name} back office as ${article(staffRoleLabels[payload.role])}. Choose your password to accept: the link works once, for 7 days.`,
    },
    { type: 'link', label: 'Accept the invitation', url: ctx.open(payload.link) },
    {
      type: 'paragraph',
      text: 'If you did not expect this e-mail, ignore it: nothing happens without the link.',
    },
  ];
  return { subject, text: toText(blocks), html: toHtml(subject, blocks), attachments: [] };
}

function article(label: string): string {
  return `${/^[AEIOU]/i.test(label) ? 'an' : 'a'} ${label.toLowerCase()}`;
}
