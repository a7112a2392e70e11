import { brand } from '@convoy/domain/content/brand';
import type { OrganisationSnapshot } from '../outbox/outbox-message.ts';
import { dayOfInstant } from './format.ts';
import { accountUrl, keyBlocks, render } from './money-emails.ts';
import type { MailContext, RenderedEmail } from './rendered-email.ts';

export const keyIssuedSubject = (o: OrganisationSnapshot) => `A new access key for ${o.name}: ${o.code}`;

/** A key staff issued (the last one lost, expired or exposed): to the billing contact, never to staff. */
export function organisationKeyIssued(
  o: OrganisationSnapshot,
  accessKey: string,
  keyExpiresAt: number,
  ctx: MailContext,
): RenderedEmail {
  return render(keyIssuedSubject(o), `Organization account ${o.code}`, [
    { type: 'paragraph', text: `Hello ${o.billingContact.name},` },
    {
      type: 'paragraph',
      text: `We issued a new access key for ${o.name}. The previous key no longer works: a device that remembered it asks for this one.`,
    },
    ...keyBlocks(
      o,
      accessKey,
      ctx,
      [['Valid until', dayOfInstant(keyExpiresAt)]],
      'Change it from the organization page whenever you need to.',
    ),
  ]);
}

export const keyChangedSubject = (o: OrganisationSnapshot) => `The access key of ${o.name} was changed`;

/** The organisation changed its own key: the billing contact hears of it, without the key. */
export function organisationKeyChanged(
  o: OrganisationSnapshot,
  changedAt: number,
  ctx: MailContext,
): RenderedEmail {
  return render(keyChangedSubject(o), `Organization account ${o.code}`, [
    { type: 'paragraph', text: `Hello ${o.billingContact.name},` },
    {
      type: 'paragraph',
      text: `The access key of ${o.name} (${o.code}) was changed on ${dayOfInstant(changedAt)} from the organization’s page. The previous key no longer works; whoever changed it was shown the new one once.`,
    },
    {
      type: 'paragraph',
      text: `If nobody at ${o.name} changed it, call us at ${brand.phone}: we will send a new key to this address, and the one made now stops working.`,
    },
    { type: 'link', label: 'Your organization’s page', url: accountUrl(ctx, o.code) },
  ]);
}
