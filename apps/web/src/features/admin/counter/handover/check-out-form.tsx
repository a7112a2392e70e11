import { checkOutAddendum } from '@convoy/domain/content/check-out-addendum';
import {
  checkOutRequestSchema,
  type Handover,
  type HandoverPhoto,
} from '@convoy/domain/contracts/counter.schema';
import { useEffect } from 'react';
import { FormProvider } from 'react-hook-form';
import { CheckboxField } from '../../../../components/form/checkbox-field';
import { errorAt } from '../../../../components/form/form-errors';
import { SignatureField } from '../../../../components/form/signature-field';
import { TextField } from '../../../../components/form/text-field';
import { useSchemaForm } from '../../../../components/form/use-schema-form';
import { ApiError } from '../../../../lib/api-client';
import { ActionForm, actionResolver } from '../../shell/components/action-form';
import { counterApi } from '../api/counter-api';
import { counterCopy } from '../counter-copy';
import { AddendumAcknowledgement } from './addendum-acknowledgement';
import { ReadingFields } from './reading-fields';
import {
  blankReading,
  readingFieldNames,
  readingOf,
  renewInspectionKeys,
  type VehicleInputs,
} from './reading-inputs';
import { ReadyDriverLicences } from './ready-driver-licences';
import { UnitDriverField } from './unit-driver-field';
import { VehicleHeading } from './vehicle-heading';

const copy = counterCopy.handover;

interface CheckOutValues {
  vehicles: VehicleInputs[];
  /** Each ready driver's box, by their id. */
  licencesSeen: Record<string, boolean>;
  licencesChecked: boolean;
  agreement: { signerName: string; signature: string };
  addendum: { acknowledged: boolean };
}

/**
 * The check-out (POST …/check-out): every booked vehicle's reading as it
 * leaves; each driver ready before pickup confirmed one by one beside their
 * licence photos, the others' licences seen as before; and the renter's name
 * and signature on the rental agreement, or, when they signed it before
 * pickup, their one tap agreeing the readings as an addendum (decision 027).
 * Each vehicle is inspected on its class's checklist (decision 034): a failed
 * safety item keeps it from going out (409, the item named on its buttons).
 * The photos are uploaded as they are taken, apart from the request.
 * `onDone` gets the handover as it now is.
 */
export function CheckOutForm({
  handover,
  renterName,
  onPhotoAdded,
  onPhotoRemoved,
  onDone,
  onRefused,
}: {
  handover: Handover;
  /** The booking's renter, when known: the name offered for the signature (the agent may change it). */
  renterName?: string | undefined;
  onPhotoAdded: (photo: HandoverPhoto) => void;
  onPhotoRemoved: (id: string) => void;
  onDone: (answer: Handover) => void;
  /** A vehicle failed a safety item and did not go out: read the handover again (its unit may have changed). */
  onRefused: () => void;
}) {
  const { code, vehicles, remoteAgreement } = handover;
  const ready = handover.drivers.filter((d) => d.preArrival.status === 'ready');
  const others = handover.drivers.filter((d) => d.preArrival.status !== 'ready');
  // The drivers' licences as before: each not ready, or a booking that names none yet.
  const othersChecked = others.length > 0 || ready.length === 0;
  const resolver = actionResolver(checkOutRequestSchema, (v: CheckOutValues) => ({
    vehicles: v.vehicles.map((x) => ({ ...readingOf(x), driverId: x.driverId || undefined })),
    licencesSeen: ready.filter((d) => v.licencesSeen[d.id]).map((d) => d.id),
    licencesChecked: v.licencesChecked,
    ...(remoteAgreement
      ? { addendum: { acknowledged: v.addendum.acknowledged, textVersion: checkOutAddendum.version } }
      : { agreement: v.agreement }),
  }));
  const seenField = (id: string) => `licencesSeen.${id}` as const;
  const form = useSchemaForm({
    resolver,
    defaultValues: {
      vehicles: vehicles.map((v) => blankReading(v, 'out')),
      licencesSeen: Object.fromEntries(ready.map((d) => [d.id, false])),
      licencesChecked: false,
      agreement: { signerName: '', signature: '' },
      addendum: { acknowledged: false },
    },
    order: [
      ...readingFieldNames(vehicles, 'out', false),
      ...vehicles.map((_, i) => `vehicles.${i}.driverId` as const),
      ...ready.map((d) => seenField(d.id)),
      'licencesChecked',
      ...(remoteAgreement
        ? (['addendum.acknowledged'] as const)
        : (['agreement.signerName', 'agreement.signature'] as const)),
    ],
    send: async (request) => {
      try {
        return await counterApi.checkOut(code, request);
      } catch (error) {
        // A failed safety item took the unit into maintenance: the booking may have another one now.
        if (error instanceof ApiError && error.code === 'inspection_failed') onRefused();
        throw error;
      } finally {
        renewInspectionKeys(form.setValue, vehicles.length);
      }
    },
    onSent: onDone,
    reValidateMode: 'onSubmit',
  });
  const { getValues, setValue } = form;
  useEffect(() => {
    if (renterName && !getValues('agreement.signerName')) setValue('agreement.signerName', renterName);
  }, [renterName, getValues, setValue]);
  return (
    <FormProvider {...form}>
      <ActionForm
        form={form}
        label={copy.checkOutTitle(code)}
        submitLabel={copy.checkOutSubmit}
        pendingLabel={copy.checkingOut}
      >
        {vehicles.map((v, index) => (
          <section
            key={`${v.classId}-${v.seq}`}
            aria-labelledby={`vehicle-out-${index}`}
            className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
          >
            <VehicleHeading id={`vehicle-out-${index}`} vehicle={v} />
            <ReadingFields
              index={index}
              code={code}
              kind="out"
              vehicle={v}
              odometerHint={v.unit ? copy.lastOdometer(v.unit.odometerMiles) : undefined}
              onPhotoAdded={onPhotoAdded}
              onPhotoRemoved={onPhotoRemoved}
            >
              <UnitDriverField
                name={`vehicles.${index}.driverId`}
                label={counterCopy.swap.unitDriver}
                drivers={handover.drivers.filter((d) => d.classId === v.classId)}
              />
            </ReadingFields>
          </section>
        ))}
        <section
          aria-labelledby="check-out-agreement"
          className="space-y-5 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
        >
          <h3 id="check-out-agreement" className="font-semibold text-lg text-slate-900">
            {copy.agreementTitle}
          </h3>
          {ready.length > 0 ? (
            <ReadyDriverLicences drivers={ready} field={(id) => form.field(seenField(id))} />
          ) : null}
          {othersChecked ? (
            <CheckboxField {...form.field('licencesChecked')} label={copy.licences}>
              {others.length > 0 ? (
                <div className="mt-1 text-slate-700 text-sm">
                  <p>{ready.length > 0 ? copy.otherDrivers : copy.licenceDrivers}</p>
                  <ul className="list-disc pl-5">
                    {others.map((d) => (
                      <li key={d.id}>{`${d.name} · ${d.vehicleName}`}</li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </CheckboxField>
          ) : null}
          {remoteAgreement ? (
            <AddendumAcknowledgement
              signed={remoteAgreement}
              acknowledged={form.field('addendum.acknowledged')}
            />
          ) : (
            <>
              <TextField {...form.field('agreement.signerName')} label={copy.signer} autoComplete="off" />
              <SignatureField
                name="agreement.signature"
                words={copy}
                error={errorAt(form.formState.errors, 'agreement.signature')}
                onChange={(dataUrl) => form.setValue('agreement.signature', dataUrl)}
              />
            </>
          )}
        </section>
      </ActionForm>
    </FormProvider>
  );
}
