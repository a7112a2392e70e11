import { fillDeep } from '@convoy/domain/content/fill-brand';
import { longTermVehicles } from '@convoy/domain/content/leasing';
import { ButtonLink } from '../../components/button-link';
import { GroupSizeSection, groupSizeAdvisor } from '../../components/marketing/group-size-section';
import { PageHeader } from '../../components/page-header';
import { Section } from '../../components/section';
import { loadParts } from '../../lib/island-hydration';
import { useLiveFleet } from '../../lib/live-fleet';
import type { ScreenProps } from '../../lib/route-handle';
import { MonthlyRatesTable } from './components/monthly-rates-table';
import m from './long-term-vehicles.messages';

/** The advisor island loads with the screen, except while the prerendered page hydrates. */
export function preload() {
  return loadParts(groupSizeAdvisor);
}

/** The fleet by the month (SPEC §2 "/long-term-vehicles"): monthly rates from the fleet data. */
export default function LongTermVehiclesScreen({ entry }: ScreenProps) {
  const fleet = useLiveFleet();
  const copy = fillDeep(longTermVehicles);
  return (
    <>
      <PageHeader entry={entry} lead={copy.intro}>
        {copy.ctas.map((cta, index) => (
          <ButtonLink
            key={cta.to}
            to={index === 0 ? '/?rentalType=monthly' : cta.to}
            variant={index === 0 ? 'primary' : 'secondary'}
          >
            {cta.label}
          </ButtonLink>
        ))}
      </PageHeader>
      <Section id="monthly-rates" heading={m.monthlyRates()} intro={copy.rateNote}>
        <MonthlyRatesTable fleet={fleet} caption={m.caption()} />
      </Section>
      <GroupSizeSection />
    </>
  );
}

/** The texts of the pages this screen draws (title, h1, description). */
export { longTermVehiclesTexts as routeTexts } from '@convoy/domain/content/route-texts/long-term-vehicles';
