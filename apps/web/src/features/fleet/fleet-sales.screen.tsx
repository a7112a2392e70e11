import { fillDeep } from '@convoy/domain/content/fill-brand';
import { fleetSales } from '@convoy/domain/content/fleet-sales';
import { locationSeed } from '@convoy/domain/content/locations';
import { commonLabels } from '@convoy/domain/content/page-labels';
import { useState } from 'react';
import { FaqList } from '../../components/faq-list';
import { InlineText } from '../../components/inline-text';
import { PageHeader } from '../../components/page-header';
import { PointGrid } from '../../components/point-grid';
import { Section } from '../../components/section';
import { useVehiclesForSale } from '../../lib/live-vehicles-for-sale';
import type { ScreenProps } from '../../lib/route-handle';
import { matches, noFilter, SaleFilters } from './components/sale-filters';
import { SaleListing } from './components/sale-listing';
import m from './fleet-sales.messages';

/** Vehicles for sale from the database (SPEC §2 "/fleet-sales"), with filters and an inquiry per vehicle. */
export default function FleetSalesScreen({ entry }: ScreenProps) {
  const copy = fillDeep(fleetSales);
  const vehicles = useVehiclesForSale();
  const [filter, setFilter] = useState(noFilter);
  const [openId, setOpenId] = useState<string | null>(null);
  const shown = vehicles.filter((v) => matches(v, filter));
  const locationById = new Map(locationSeed.map((l) => [l.id, l]));

  return (
    <>
      <PageHeader entry={entry} lead={copy.intro} />
      <Section id="for-sale" heading={m.forSaleNow()}>
        <SaleFilters filter={filter} onChange={setFilter} vehicles={vehicles} locations={locationSeed} />
        <p aria-live="polite" className="mt-6 font-semibold text-slate-900">
          {filter === noFilter
            ? m.forSale({ count: shown.length })
            : m.forSaleMatching({ count: shown.length })}
        </p>
        {shown.length === 0 ? (
          <p className="mt-4 text-slate-700">
            <InlineText text={copy.emptyState} />
          </p>
        ) : (
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((vehicle, index) => (
              <SaleListing
                key={vehicle.id}
                priority={index === 0}
                vehicle={vehicle}
                location={locationById.get(vehicle.locationId)}
                open={openId === vehicle.id}
                onOpenChange={(open) => setOpenId(open ? vehicle.id : null)}
              />
            ))}
          </ul>
        )}
      </Section>
      <Section id="why-buy" heading={m.whyBuy()}>
        <PointGrid points={copy.reasons} columns={4} />
      </Section>
      <Section id="inspection" heading={m.inspected()} intro={copy.inspection.intro}>
        <ul className="grid max-w-4xl list-disc gap-2 pl-5 text-slate-700 sm:grid-cols-2">
          {copy.inspection.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <div className="mt-6 grid max-w-4xl gap-4 text-slate-700 leading-relaxed">
          <p>{copy.serviceHistory}</p>
          <p>{copy.warranty}</p>
          <p>{copy.financing}</p>
        </div>
      </Section>
      <Section id="how-to-buy" heading={m.howBuyingWorks()}>
        <PointGrid points={copy.howToBuy} columns={4} />
      </Section>
      <FaqList heading={commonLabels.faqHeading} faqs={copy.faqs} />
    </>
  );
}

/** The texts of the pages this screen draws (title, h1, description). */
export { fleetSalesTexts as routeTexts } from '@convoy/domain/content/route-texts/fleet-sales';
