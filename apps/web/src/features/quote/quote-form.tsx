import { rentalPurposes } from '@convoy/domain/content/audiences';
import { vehicleCategories, vehicleCategoryLabels } from '@convoy/domain/content/fleet';
import {
  type QuoteRequest,
  type QuoteResponse,
  quoteRequestSchema,
} from '@convoy/domain/contracts/quote.schema';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorSummary } from '../../components/form/error-summary';
import { FormBody } from '../../components/form/form-body';
import { applyApiFieldErrors, errorAt, summaryItems } from '../../components/form/form-errors';
import { HoneypotField } from '../../components/form/honeypot-field';
import { RenterContactFields } from '../../components/form/renter-contact-fields';
import { schemaResolver } from '../../components/form/schema-resolver';
import { SelectField } from '../../components/form/select-field';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { TextareaField } from '../../components/form/textarea-field';
import { useFormGuard } from '../../components/form/use-form-guard';
import { useSubmitFeedback } from '../../components/form/use-submit-feedback';
import { getAttributionEnvelope } from '../../lib/analytics/flow-analytics';
import { useFormAnalytics } from '../../lib/analytics/use-form-analytics';
import { ApiError, errorSentence } from '../../lib/api-client';
import { useLocations, useVehicleClasses } from '../../lib/catalog-queries';
import { submitQuote } from './quote-api';
import { quoteCopy as copy } from './quote-copy';
import { prepareQuote, type QuoteFormValues, quoteFieldOrder } from './quote-form-schema';

const resolver = schemaResolver(quoteRequestSchema, prepareQuote);
const fieldNames: readonly string[] = quoteFieldOrder;
const typeOptions = [
  { value: 'all', label: copy.vehicleTypeAll },
  ...vehicleCategories.map((c) => ({ value: c, label: vehicleCategoryLabels[c] })),
];
const purposeOptions = rentalPurposes.map((p) => ({ value: p.id, label: p.label }));
const legendClass = 'font-bold text-lg text-slate-900';

/**
 * The quote request (SPEC §1, issue 4): group, trip, vehicles, contact. It
 * checks the fields with the server's schema, sends the attribution and the
 * bot checks (issue 8: honeypot, minimum fill time) with them, and hands the
 * answer (quote id and code) back.
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
  const locations = useLocations();
  const vehicleClasses = useVehicleClasses();
  const feedback = useSubmitFeedback();
  const analytics = useFormAnalytics('quote', 'Quote request');
  const guard = useFormGuard();
  const [pending, setPending] = useState(false);
  const { register, handleSubmit, watch, setError, setValue, getValues, formState } = useForm<
    QuoteFormValues,
    unknown,
    QuoteRequest
  >({ defaultValues: initial, resolver, shouldFocusError: false });
  const vehicleType = watch('vehicleType');
  const classes = (vehicleClasses.data ?? []).filter(
    (c) => vehicleType === 'all' || c.category === vehicleType,
  );

  // Options arrive after the first render: put the chosen values back into their selects.
  useEffect(() => {
    if (locations.data) setValue('pickupLocationId', getValues('pickupLocationId'));
  }, [locations.data, setValue, getValues]);
  useEffect(() => {
    if (!vehicleClasses.data) return;
    const chosen = getValues('vehicleId');
    const fits = vehicleClasses.data.some(
      (c) => c.id === chosen && (vehicleType === 'all' || c.category === vehicleType),
    );
    setValue('vehicleId', fits ? chosen : '');
  }, [vehicleClasses.data, vehicleType, setValue, getValues]);

  const onValid = async (request: QuoteRequest) => {
    if (pending) return;
    setPending(true);
    feedback.clear();
    try {
      // A quick visitor waits out the minimum fill time here, the button saying it is sending.
      const checks = await guard.settle();
      const response = await submitQuote({
        ...request,
        ...checks,
        attribution: getAttributionEnvelope('quote'),
      });
      analytics.trackSubmit();
      onSent(response, request);
    } catch (error) {
      feedback.fail(
        error instanceof ApiError ? applyApiFieldErrors(error, setError, fieldNames) : [errorSentence(error)],
      );
    } finally {
      setPending(false);
    }
  };
  const err = (name: string) => errorAt(formState.errors, name);

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onValid, () => feedback.fail())}
      onFocus={analytics.onFocus}
      aria-labelledby="quote-form-heading"
      className="max-w-3xl"
    >
      <FormBody ready={ready} className="space-y-8">
        <div>
          <h2 id="quote-form-heading" className="font-bold text-xl text-slate-900">
            {copy.formHeading}
          </h2>
          <p className="mt-1 text-slate-700">{copy.formIntro}</p>
        </div>
        <ErrorSummary
          items={summaryItems(formState.errors, quoteFieldOrder, feedback.general)}
          focusKey={feedback.focusKey}
        />
        <fieldset className="grid gap-6 sm:grid-cols-2">
          <legend className={`${legendClass} mb-4`}>{copy.groupLegend}</legend>
          <TextField
            registration={register('organisation')}
            label={copy.organisation}
            hint={copy.organisationHint}
            autoComplete="organization"
            error={err('organisation')}
            optional
            className="sm:col-span-2"
          />
          <TextField
            registration={register('passengers')}
            label={copy.passengers}
            hint={copy.passengersHint}
            inputMode="numeric"
            autoComplete="off"
            maxLength={3}
            error={err('passengers')}
          />
          <SelectField
            registration={register('rentalPurpose')}
            label={copy.purpose}
            placeholder={copy.purposePlaceholder}
            options={purposeOptions}
            error={err('rentalPurpose')}
            optional
          />
        </fieldset>
        <fieldset className="grid gap-6 sm:grid-cols-2">
          <legend className={`${legendClass} mb-1`}>{copy.tripLegend}</legend>
          <p className="text-slate-600 text-sm sm:col-span-2">{copy.timesHint}</p>
          <SelectField
            registration={register('pickupLocationId')}
            label={copy.location}
            placeholder={locations.data ? copy.locationPlaceholder : copy.locationsLoading}
            options={(locations.data ?? []).map((l) => ({ value: l.id, label: l.name }))}
            error={err('pickupLocationId')}
            className="sm:col-span-2"
          />
          <TextField
            registration={register('pickupDate')}
            type="date"
            label={copy.pickupDate}
            error={err('pickupDate')}
          />
          <TextField
            registration={register('pickupTime')}
            type="time"
            step={900}
            label={copy.pickupTime}
            error={err('pickupTime')}
          />
          <TextField
            registration={register('returnDate')}
            type="date"
            label={copy.returnDate}
            error={err('returnDate')}
          />
          <TextField
            registration={register('returnTime')}
            type="time"
            step={900}
            label={copy.returnTime}
            error={err('returnTime')}
          />
        </fieldset>
        <fieldset className="grid gap-6 sm:grid-cols-2">
          <legend className={`${legendClass} mb-4`}>{copy.vehicleLegend}</legend>
          <SelectField
            registration={register('vehicleType')}
            label={copy.vehicleType}
            options={typeOptions}
            error={err('vehicleType')}
          />
          <SelectField
            registration={register('vehicleId')}
            label={copy.vehicle}
            placeholder={copy.vehiclePlaceholder}
            options={classes.map((c) => ({ value: c.id, label: c.name }))}
            error={err('vehicleId')}
            optional
          />
          <TextareaField
            registration={register('notes')}
            label={copy.notes}
            hint={copy.notesHint}
            error={err('notes')}
            optional
            className="sm:col-span-2"
          />
        </fieldset>
        <fieldset className="grid gap-6 sm:grid-cols-2">
          <legend className={`${legendClass} mb-4`}>{copy.contactLegend}</legend>
          <RenterContactFields
            field={(name) => ({ registration: register(`contact.${name}`), error: err(`contact.${name}`) })}
            labels={copy}
          />
        </fieldset>
        <HoneypotField guard={guard} />
        <SubmitButton pending={pending} pendingLabel={copy.pending}>
          {copy.submit}
        </SubmitButton>
      </FormBody>
    </form>
  );
}
