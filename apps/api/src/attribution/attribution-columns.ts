import type { AttributionEnvelope, AttributionRecord } from '@convoy/domain/contracts/attribution.schema';
import type { AttributionColumns } from '../db/tables/attribution.table.ts';

/**
 * Source, medium and campaign of one attribution copy, for the columns the back
 * office groups by. UTM values win; without them a click id names the ad network,
 * a referrer its site, and nothing means direct (SPEC §9: the source defaults to
 * direct or referral). Decision 004 may refine the rules; the raw record is kept as
 * JSON beside the columns, so they can be recomputed.
 */
export interface SourceMediumCampaign {
  source: string;
  medium: string;
  campaign: string;
}

const clickIdNetworks: [keyof AttributionRecord, string, string][] = [
  ['gclid', 'google', 'cpc'],
  ['wbraid', 'google', 'cpc'],
  ['gbraid', 'google', 'cpc'],
  ['msclkid', 'bing', 'cpc'],
  ['fbclid', 'facebook', 'social'],
];

function referrerHost(referrer: string): string | undefined {
  if (referrer === '' || referrer === 'direct' || !URL.canParse(referrer)) return undefined;
  return new URL(referrer).hostname.replace(/^www\./, '') || undefined;
}

export function sourceMediumCampaign(record: AttributionRecord | undefined): SourceMediumCampaign {
  if (!record) return { source: '', medium: '', campaign: '' };
  const campaign = record.utm_campaign;
  if (record.utm_source) return { source: record.utm_source, medium: record.utm_medium, campaign };
  for (const [field, source, medium] of clickIdNetworks) {
    if (record[field]) return { source, medium: record.utm_medium || medium, campaign };
  }
  const host = referrerHost(record.referrer);
  if (host) return { source: host, medium: record.utm_medium || 'referral', campaign };
  return { source: 'direct', medium: record.utm_medium || 'none', campaign };
}

/** The envelope as stored with a reservation, quote or lead. */
export function attributionColumns(envelope: AttributionEnvelope | undefined): AttributionColumns {
  const first = sourceMediumCampaign(envelope?.firstTouch);
  const last = sourceMediumCampaign(envelope?.lastNonDirect);
  return {
    attribution: envelope ? JSON.stringify(envelope) : null,
    first_touch_source: first.source,
    first_touch_medium: first.medium,
    first_touch_campaign: first.campaign,
    last_non_direct_source: last.source,
    last_non_direct_medium: last.medium,
    last_non_direct_campaign: last.campaign,
  };
}
