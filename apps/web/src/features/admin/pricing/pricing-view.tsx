import { useQuery, useQueryClient } from '@tanstack/react-query';
import { errorSentence } from '../../../lib/api-client';
import { adminCopy } from '../shell/admin-copy';
import { useStaffAccess } from '../shell/api/use-staff-access';
import { ListEditor } from '../shell/components/list-editor';
import { pricingApi } from './api/pricing-api';
import { cancellationRulesList, cancellationTierList } from './pricing-cancellation';
import { classChargeList, locationChargeList, promoCodeList, settingsList } from './pricing-charges';
import { pricingCopy } from './pricing-copy';
import { deliveryZoneList } from './pricing-delivery-zones';
import { feeList } from './pricing-fees';
import { blackoutList, extraList, protectionList, type SendPricing, seasonList } from './pricing-lists';
import { OneWayTierEditor, oneWayRouteList, oneWayTierList } from './pricing-one-way';

const queryKey = ['admin', 'pricing'];

/**
 * The price book (decision 012): taxes and fees per location, seasons and
 * blackout dates, extras and their stock, protection, what each class adds,
 * promo codes with their uses, the additional-driver fee, the
 * cancellation policy (pricing-cancellation.tsx), the one-way routes
 * (pricing-one-way.tsx, decision 028) and the delivery zones
 * (pricing-delivery-zones.tsx, decision 030). Every save
 * answers the whole price book, which the view shows at once.
 */
export function PricingView() {
  const client = useQueryClient();
  const pricing = useQuery({ queryKey, queryFn: pricingApi.pricing });
  const readOnly = !useStaffAccess('pricing').change;
  const send: SendPricing = async (method, path, body) => {
    const book = await pricingApi.changePricing(method, path, body);
    client.setQueryData(queryKey, book);
    return book;
  };
  const book = pricing.data;
  const lists = book
    ? [
        <ListEditor key="taxes" readOnly={readOnly} list={locationChargeList(book, send)} />,
        <ListEditor key="seasons" readOnly={readOnly} list={seasonList(book, send)} />,
        <ListEditor key="blackouts" readOnly={readOnly} list={blackoutList(book, send)} />,
        <ListEditor key="extras" readOnly={readOnly} list={extraList(book, send)} />,
        <ListEditor key="protection" readOnly={readOnly} list={protectionList(book, send)} />,
        <ListEditor key="fees" readOnly={readOnly} list={feeList(book, send)} />,
        <ListEditor key="class-charges" readOnly={readOnly} list={classChargeList(book, send)} />,
        <ListEditor key="promo-codes" readOnly={readOnly} list={promoCodeList(book, send)} />,
        <ListEditor key="settings" readOnly={readOnly} list={settingsList(book, send)} />,
        <ListEditor key="cancellation" readOnly={readOnly} list={cancellationTierList(book, send)} />,
        <ListEditor key="cancellation-rules" readOnly={readOnly} list={cancellationRulesList(book, send)} />,
        <ListEditor key="one-way" readOnly={readOnly} list={oneWayRouteList(book, send)} />,
        <OneWayTierEditor key="one-way-tiers" readOnly={readOnly} list={oneWayTierList(book, send)} />,
        <ListEditor key="delivery-zones" readOnly={readOnly} list={deliveryZoneList(book, send)} />,
      ]
    : [];
  return (
    <section aria-labelledby="pricing-heading" className="space-y-6">
      <div className="space-y-2">
        <h2 id="pricing-heading" className="font-bold text-slate-900 text-xl">
          {adminCopy.views.pricing}
        </h2>
        <p className="max-w-3xl text-slate-700">{pricingCopy.lead}</p>
      </div>
      {pricing.error ? (
        <p role="alert" className="text-red-800">
          {errorSentence(pricing.error)}
        </p>
      ) : null}
      {book ? (
        <>
          <nav aria-label={pricingCopy.jump}>
            <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
              {lists.map((list) => (
                <li key={list.key}>
                  <a
                    href={`#pricing-${list.key}`}
                    className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-2"
                  >
                    {list.props.list.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="space-y-10">{lists}</div>
        </>
      ) : pricing.error ? null : (
        <p className="text-slate-600">{adminCopy.table.loading}</p>
      )}
    </section>
  );
}
