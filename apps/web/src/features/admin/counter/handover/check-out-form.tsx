import type { AdminReservationDetail } from '@convoy/domain/contracts/admin-lists.schema';
import {
  checkOutRequestSchema,
  type Handover,
  type HandoverPhoto,
} from '@convoy/domain/contracts/counter.schema';
import { drivenVehicleName } from '@convoy/domain/rules/driver-coverage';
import { useEffect } from 'react';
import { FormProvider } from 'react-hook-form';
import { CheckboxField } from '../../../../components/form/checkbox-field';
import { errorAt } from '../../../../components/form/form-errors';
import { SignatureField } from '../../../../components/form/signature-field';
import { TextField } from '../../../../components/form/text-field';
import { useSchemaForm } from '../../../../components/form/use-schema-form';
import { ActionForm, actionResolver } from '../../shell/components/action-form';
import { counterApi } from '../api/counter-api';
import { counterCopy } from '../counter-copy';
import { ReadingFields } from './reading-fields';
import { blankReading, readingFieldNames, readingOf, type VehicleInputs } from './reading-inputs';
import { VehicleHeading } from './vehicle-heading';

const copy = counterCopy.handover;

interface CheckOutValues {
  vehicles: VehicleInputs[];
  licencesChecked: boolean;
  agreement: { signerName: string; signature: string };
}

/**
 * The check-out (POST …/check-out): every booked vehicle's reading as it
 * leaves, the licences seen, and the renter's name and signature on the
 * rental agreement. The photos are uploaded as they are taken, apart from the
 * request. `onDone` gets the handover as it now is.
 */
export function CheckOutForm({
  handover,
  drivers,
  renterName,
  onPhotoAdded,
  onPhotoRemoved,
  onDone,
}: {
  handover: Handover;
  /** The drivers named on the booking, when known. */
  drivers: AdminReservationDetail['drivers'] | undefined;
  /** The booking's renter, when known: the name offered for the signature (the agent may change it). */
  renterName?: string | undefined;
  onPhotoAdded: (photo: HandoverPhoto) => void;
  onPhotoRemoved: (id: string) => void;
  onDone: (answer: Handover) => void;
}) {
  const { code, vehicles } = handover;
  const resolver = actionResolver(checkOutRequestSchema, (v: CheckOutValues) => ({
    ...v,
    vehicles: v.vehicles.map(readingOf),
  }));
  const form = useSchemaForm({
    resolver,
    defaultValues: {
      vehicles: vehicles.map(blankReading),
      licencesChecked: false,
      agreement: { signerName: '', signature: '' },
    },
    order: [
      ...readingFieldNames(vehicles.length, false),
      'licencesChecked',
      'agreement.signerName',
      'agreement.signature',
    ],
    send: (request) => counterApi.checkOut(code, request),
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
            />
          </section>
        ))}
        <section
          aria-labelledby="check-out-agreement"
          className="space-y-5 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
        >
          <h3 id="check-out-agreement" className="font-semibold text-lg text-slate-900">
            {copy.agreementTitle}
          </h3>
          <CheckboxField {...form.field('licencesChecked')} label={copy.licences}>
            {drivers && drivers.length > 0 ? (
              <div className="mt-1 text-slate-700 text-sm">
                <p>{copy.licenceDrivers}</p>
                <ul className="list-disc pl-5">
                  {drivers.map((d) => (
                    <li key={d.id}>{`${d.name} · ${drivenVehicleName(d)}`}</li>
                  ))}
                </ul>
              </div>
            ) : null}
          </CheckboxField>
          <TextField {...form.field('agreement.signerName')} label={copy.signer} autoComplete="off" />
          <SignatureField
            name="agreement.signature"
            words={copy}
            error={errorAt(form.formState.errors, 'agreement.signature')}
            onChange={(dataUrl) => form.setValue('agreement.signature', dataUrl)}
          />
        </section>
      </ActionForm>
    </FormProvider>
  );
}
