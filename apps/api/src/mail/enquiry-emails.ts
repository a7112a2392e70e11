import { brand } from '@convoy/domain/content/brand';
import type { LeadSnapshot, QuoteSnapshot } from '../outbox/outbox-message.ts';
import { type Block, toHtml, toText } from './document.ts';
import { formatAddress, formatClock, formatLocalDate } from './format.ts';
import type { RenderedEmail } from './rendered-email.ts';

/** Acknowledgements of a quote request and of a lead ("quote acknowledgement"). */

export function quoteFacts(q: QuoteSnapshot): [string, string][] {
  return [
    ['Quote reference', q.quoteCode],
    ['Passengers', String(q.passengers)],
    ['Vehicle', q.vehicleName ?? (q.vehicleType === 'all' ? 'Any vehicle that fits' : q.vehicleType)],
    ['Pickup', `${formatLocalDate(q.pickupDate)} at ${formatClock(q.pickupTime)}`],
    ['Return', `${formatLocalDate(q.returnDate)} at ${formatClock(q.returnTime)}`],
    ['Location', `${q.location.name}, ${formatAddress(q.location.address)}`],
    ...(q.organisation ? [['Organization', q.organisation] as [string, string]] : []),
    ...(q.organisationCode ? [['Organization account', q.organisationCode] as [string, string]] : []),
    ...(q.notes ? [['Notes', q.notes] as [string, string]] : []),
  ];
}

export const quoteSubject = (q: QuoteSnapshot) => `We received your quote request ${q.quoteCode}`;

export function quoteAcknowledgement(q: QuoteSnapshot): RenderedEmail {
  const title = `Quote request ${q.quoteCode} received`;
  const blocks: Block[] = [
    { type: 'paragraph', text: `Hello ${q.contact.firstName},` },
    {
      type: 'paragraph',
      text: `Thank you for asking ${brand.name} for a quote. We reply with a price within one business day. Quote your reference ${q.quoteCode} if you call us.`,
    },
    { type: 'facts', rows: quoteFacts(q) },
    { type: 'paragraph', text: `Need it sooner? Call ${q.location.name} at ${q.location.phone}.` },
  ];
  return { subject: quoteSubject(q), text: toText(blocks), html: toHtml(title, blocks), attachments: [] };
}

const leadTopics = {
  contact: 'your message',
  leasing: 'your long-term leasing inquiry',
  'fleet-sales': 'your interest in a vehicle for sale',
} as const;

export const leadSubject = (l: LeadSnapshot) => `We received ${leadTopics[l.kind]}`;

export function leadFacts(l: LeadSnapshot): [string, string][] {
  return [
    ...(l.subject ? [['Subject', l.subject] as [string, string]] : []),
    ...l.details.map((line) => {
      const [label, ...rest] = line.split(': ');
      return [label ?? '', rest.join(': ')] as [string, string];
    }),
    ...(l.message ? [['Message', l.message] as [string, string]] : []),
  ];
}

export function leadAcknowledgement(l: LeadSnapshot): RenderedEmail {
  const title = `Thank you, ${l.name}`;
  const blocks: Block[] = [
    { type: 'paragraph', text: `Hello ${l.name},` },
    {
      type: 'paragraph',
      text: `Thank you for ${leadTopics[l.kind]}. Someone from ${brand.name} replies within one business day.`,
    },
    { type: 'facts', rows: leadFacts(l) },
    { type: 'paragraph', text: `Prefer to talk? Call us at ${brand.phone}.` },
  ];
  return { subject: leadSubject(l), text: toText(blocks), html: toHtml(title, blocks), attachments: [] };
}
