import type { OrganisationCredentials } from '@convoy/domain/contracts/organisation-credentials.schema';
import type { QuoteRequest, QuoteResponse } from '@convoy/domain/contracts/quote.schema';
import { useEffect, useState } from 'react';
import { ErrorSummary } from '../../components/form/error-summary';
import { FormBody } from '../../components/form/form-body';
import { FormHeading } from '../../components/form/form-heading';
import { HoneypotField } from '../../components/form/honeypot-field';
import { RenterContactFields } from '../../components/form/renter-contact-fields';
import { lazySchemaResolver } from '../../components/form/schema-resolver';
import { SubmitButton } from '../../components/form/submit-button';
import { useFormGuard } from '../../components/form/use-form-guard';
import { type SchemaForm, useSchemaForm } from '../../components/form/use-schema-form';
import { getAttributionEnvelope } from '../../lib/analytics/flow-analytics';
import { useLocations, useVehicleClasses } from '../../lib/catalog-queries';
import { useRememberedOrganisation } from '../../lib/organisation-account';
import { submitQuote } from './quote-api';
import { quoteCopy as copy } from './quote-copy';
import { GroupFields, legendClass, type QuoteAccountChoice, TripFields, VehicleFields } from './quote-fields';
import { prepareQuote, type QuoteFormValues, quoteFieldOrder } from './quote-form-schema';

// The form is the page: zod and the request's schema load when the visitor starts on it.
const resolver = lazySchemaResolver(
  () => import('@convoy/domain/contracts/quote.schema').then((m) => m.quoteRequestSchema),
  prepareQuote,
);

/**
 * The quote request (SPEC §1): group, trip, vehicles, contact. It checks the
 * fields with the server's schema, sends the attribution and the bot checks
 * (honeypot, minimum fill time) with them, and hands the answer (quote id and
 * code) back.
 */
export function QuoteForm({
  initial,
  onSent,
  ready,
}: {
  initial: QuoteFormValues;
  /** False while the page is not yet interactive (see FormBody). */
  ready: boolean;
  onSent: (response: QuoteResponse, request: QuoteRequest) => void;
}) {
  const guard = useFormGuard();
  const account = useQuoteAccount();
  const form = useSchemaForm<
    QuoteFormValues,
    QuoteRequest,
    { response: QuoteResponse; request: QuoteRequest }
  >({
    form: { id: 'quote', name: 'Quote request' },
    resolver,
    defaultValues: initial,
    order: quoteFieldOrder,
    send: async (request) => {
      // A quick visitor waits out the minimum fill time here, the button saying it is sending.
      const checks = await guard.settle();
      const response = await submitQuote({
        ...request,
        ...checks,
        attribution: getAttributionEnvelope('quote'),
        ...(account?.chosen ? { organisation: undefined, organisationAccount: account.credentials } : {}),
      });
      return { response, request };
    },
    onSent: ({ response, request }) => onSent(response, request),
  });
  const { locations, classes, chosen } = useCatalogueOptions(form);
  const { register, err } = form;

  return (
    <form {...form.formProps} aria-labelledby="quote-form-heading" className="max-w-3xl">
      <FormBody ready={ready} className="space-y-8">
        <FormHeading id="quote-form-heading" heading={copy.formHeading()} intro={copy.formIntro()} />
        <ErrorSummary {...form.summary} />
        <GroupFields register={register} err={err} account={account} />
        <TripFields register={register} err={err} locations={locations} />
        <VehicleFields register={register} err={err} classes={classes} chosen={chosen} />
        <fieldset className="grid gap-6 sm:grid-cols-2">
          <legend className={`${legendClass} mb-4`}>{copy.contactLegend()}</legend>
          <RenterContactFields
            field={(name) => ({ registration: register(`contact.${name}`), error: err(`contact.${name}`) })}
            labels={{
              firstName: copy.firstName(),
              lastName: copy.lastName(),
              email: copy.email(),
              phone: copy.phone(),
            }}
          />
        </fieldset>
        <HoneypotField guard={guard} />
        <SubmitButton pending={form.pending} pendingLabel={copy.pending()}>
          {copy.submit()}
        </SubmitButton>
      </FormBody>
    </form>
  );
}

/**
 * The organization account remembered on this device (decision 014), if any: the
 * quote is asked for it unless the renter unticks the box, and its verified
 * tax exemption then applies to the estimate. Nothing before hydration (the
 * prerendered page cannot know this device).
 */
function useQuoteAccount(): (QuoteAccountChoice & { credentials: OrganisationCredentials }) | null {
  const remembered = useRememberedOrganisation();
  const [chosen, choose] = useState(true);
  if (!remembered) return null;
  return {
    name: remembered.name,
    chosen,
    choose,
    credentials: { code: remembered.code, key: remembered.key },
  };
}

/**
 * The locations, the classes of the chosen vehicle type and the class chosen, from the
 * catalogue's queries. Options arrive after the first render: the chosen
 * values are put back into their selects, and a class that does not fit the
 * type is unset.
 */
function useCatalogueOptions(form: SchemaForm<QuoteFormValues, QuoteRequest>) {
  const locations = useLocations();
  const vehicleClasses = useVehicleClasses();
  const { watch, setValue, getValues } = form;
  const vehicleType = watch('vehicleType');
  const fits = (category: string) => vehicleType === 'all' || category === vehicleType;

  useEffect(() => {
    if (locations.data) setValue('pickupLocationId', getValues('pickupLocationId'));
  }, [locations.data, setValue, getValues]);
  useEffect(() => {
    if (!vehicleClasses.data) return;
    const chosen = getValues('vehicleId');
    const chosenFits = vehicleClasses.data.some(
      (c) => c.id === chosen && (vehicleType === 'all' || c.category === vehicleType),
    );
    setValue('vehicleId', chosenFits ? chosen : '');
  }, [vehicleClasses.data, vehicleType, setValue, getValues]);

  const classes = (vehicleClasses.data ?? []).filter((c) => fits(c.category));
  const chosenId = watch('vehicleId');
  return { locations: locations.data, classes, chosen: classes.find((c) => c.id === chosenId) };
}
