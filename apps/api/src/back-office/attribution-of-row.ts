import type { SourceMediumCampaign } from '@convoy/domain/contracts/admin-lists.schema';
import type { AttributionColumns } from '../db/tables/attribution.table.ts';

type Columns = Omit<AttributionColumns, 'attribution'>;

/** The first-touch and last-non-direct copies of a stored row, as the back office shows them. */
export function attributionOfRow(r: Columns): {
  firstTouch: SourceMediumCampaign;
  lastNonDirect: SourceMediumCampaign;
} {
  return {
    firstTouch: {
      source: r.first_touch_source,
      medium: r.first_touch_medium,
      campaign: r.first_touch_campaign,
    },
    lastNonDirect: {
      source: r.last_non_direct_source,
      medium: r.last_non_direct_medium,
      campaign: r.last_non_direct_campaign,
    },
  };
}
