import { fillDeep } from '@convoy/domain/content/fill-brand';
import type { VehicleClass } from '@convoy/domain/content/fleet';
import type { RouteEntry } from '@convoy/domain/content/route-entries';
import { whyUs } from '@convoy/domain/content/why-us';
import { PageHeader } from '../../components/page-header';
import { fleetStats } from '../../lib/fleet-stats';
import { WhyUsView } from './components/why-us-view';

/**
 * The why-us page: its copy, its view and the figures it quotes (fleet size,
 * locations) in one chunk, which info.screen.tsx loads for this page only, so
 * the rental guidelines and terms do not carry them (decision 009: JS budget).
 */
export function WhyUsPage({ entry, fleet }: { entry: RouteEntry; fleet: readonly VehicleClass[] }) {
  const why = fillDeep(whyUs, { fleet, values: fleetStats() });
  return (
    <>
      <PageHeader entry={entry} lead={why.intro} />
      <WhyUsView why={why} />
    </>
  );
}
