import { swapAddendum } from '@convoy/domain/content/check-out-addendum';
import type { Handover, HandoverPhoto } from '@convoy/domain/contracts/counter.schema';
import { type SwapRequest, swapRequestSchema } from '@convoy/domain/contracts/vehicle-swap.schema';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { FormProvider, type Resolver } from 'react-hook-form';
import { CheckboxField } from '../../../../components/form/checkbox-field';
import { buttonClass } from '../../../../components/form/form-styles';
import { SelectField } from '../../../../components/form/select-field';
import { TextField } from '../../../../components/form/text-field';
import { useSchemaForm } from '../../../../components/form/use-schema-form';
import { errorSentence } from '../../../../lib/api-client';
import { ApiError } from '../../../../lib/api-error';
import { ActionForm, actionResolver } from '../../shell/components/action-form';
import { counterApi } from '../api/counter-api';
import { counterCopy } from '../counter-copy';
import { ReadingFields } from './reading-fields';
import {
  blankReading,
  readingFieldNames,
  readingOf,
  renewInspectionKeys,
  type VehicleInputs,
} from './reading-inputs';
import { UnitDriverField } from './unit-driver-field';
import { type HandoverVehicle, vehicleName } from './use-handover';

const copy = counterCopy.swap;
const handoverCopy = counterCopy.handover;
const card = 'space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm';

/** The form's values: the returned unit's reading (vehicles.0, in) and the replacement's (vehicles.1, out). */
interface SwapValues {
  vehicles: VehicleInputs[];
  toUnitId: string;
  upgrade: boolean;
  brokeDown: boolean;
  reason: string;
  driverId: string;
  addendum: { acknowledged: boolean };
}

/** The request's field paths as the form names them: the two readings are the form's two vehicles. */
const formPath = (path: string) =>
  path.replace(/^returned\./, 'vehicles.0.').replace(/^out\./, 'vehicles.1.');

/**
 * A booked vehicle on rent swapped for another unit (decision 035), on the
 * booking's counter screen: the replacement among the units free to the
 * return (a bigger class as an upgrade at no charge, said by staff), why, the
 * returned unit's readings and return inspection, the replacement's readings
 * and check-out inspection, the driver who takes it and the renter's one tap
 * on the addendum. "Review the swap" checks it all and asks for a
 * confirmation; "Confirm the swap" records it.
 */
export function SwapForm({
  handover,
  vehicle,
  onPhotoAdded,
  onPhotoRemoved,
  onDone,
  onCancel,
}: {
  handover: Handover;
  vehicle: HandoverVehicle & { unit: NonNullable<HandoverVehicle['unit']> };
  onPhotoAdded: (photo: HandoverPhoto) => void;
  onPhotoRemoved: (id: string) => void;
  onDone: (answer: Handover, words: string) => void;
  onCancel: () => void;
}) {
  const { code } = handover;
  const free = useQuery({
    queryKey: ['admin', 'counter', code, 'swap-units', vehicle.classId, vehicle.seq],
    queryFn: () => counterApi.swapUnits(code, vehicle.classId, vehicle.seq),
  });
  const units = free.data?.units ?? [];
  const drivers = handover.drivers.filter((d) => d.classId === vehicle.classId);
  const [confirming, setConfirming] = useState(false);
  // Read by `send`, which the form made before the state changed.
  const confirmed = useRef(false);
  const ask = (now: boolean) => {
    confirmed.current = now;
    setConfirming(now);
  };
  const prepare = (v: SwapValues): SwapRequest | Record<string, unknown> => ({
    classId: vehicle.classId,
    seq: vehicle.seq,
    fromUnitId: vehicle.unit.id,
    toUnitId: v.toUnitId || undefined,
    upgrade: v.upgrade,
    brokeDown: v.brokeDown,
    reason: v.reason,
    driverId: v.driverId || undefined,
    returned: v.vehicles[0] && readingOf(v.vehicles[0]),
    out: v.vehicles[1] && readingOf(v.vehicles[1]),
    addendum: { acknowledged: v.addendum.acknowledged, textVersion: swapAddendum.version },
  });
  const checked = actionResolver(swapRequestSchema, prepare);
  // The schema names the readings `returned` and `out`; the form's fields are its two vehicles.
  const resolver: Resolver<SwapValues, unknown, SwapRequest> = async (...args) => {
    const result = await checked(...args);
    const { returned, out, ...rest } = result.errors as Record<string, unknown>;
    if (returned || out) Object.assign(result, { errors: { ...rest, vehicles: [returned, out] } });
    return result;
  };
  const outFields = readingFieldNames([vehicle], 'out', false).map((f) =>
    f.replace(/^vehicles\.0\./, 'vehicles.1.'),
  );
  const form = useSchemaForm({
    resolver,
    defaultValues: {
      vehicles: [blankReading(vehicle, 'in'), blankReading(vehicle, 'out')],
      toUnitId: '',
      upgrade: false,
      brokeDown: false,
      reason: '',
      driverId: drivers.length > 1 ? '' : (drivers[0]?.id ?? ''),
      addendum: { acknowledged: false },
    },
    order: [
      'toUnitId',
      'upgrade',
      'reason',
      'brokeDown',
      'driverId',
      ...readingFieldNames([vehicle], 'in', false),
      ...outFields,
      'addendum.acknowledged',
    ],
    send: async (request: SwapRequest): Promise<Handover | false> => {
      // Checked: first the confirmation, then the swap.
      if (!confirmed.current) {
        ask(true);
        return false;
      }
      try {
        return await counterApi.swap(code, request);
      } catch (error) {
        throw error instanceof ApiError && error.fields
          ? new ApiError(
              error.status,
              error.code,
              error.message,
              Object.fromEntries(Object.entries(error.fields).map(([k, m]) => [formPath(k), m])),
              error.reservations,
            )
          : error;
      } finally {
        ask(false);
        renewInspectionKeys(form.setValue, 2);
      }
    },
    onSent: (answer: Handover | false) => {
      if (!answer) return;
      const now = answer.vehicles.find((v) => v.classId === vehicle.classId && v.seq === vehicle.seq);
      onDone(answer, copy.done(vehicle.unit.fleetNumber, now?.unit?.fleetNumber ?? ''));
    },
    reValidateMode: 'onSubmit',
  });
  const chosen = units.find((u) => u.id === form.watch('toUnitId'));
  const name = vehicleName(vehicle);
  const cardProps = { code, vehicle, onPhotoAdded, onPhotoRemoved };
  return (
    <FormProvider {...form}>
      <ActionForm
        form={form}
        label={copy.title(name, vehicle.unit.fleetNumber)}
        heading={
          <div>
            <h3 className="font-semibold text-lg text-slate-900">
              {copy.title(name, vehicle.unit.fleetNumber)}
            </h3>
            <p className="mt-1 max-w-3xl text-slate-700">{copy.lead}</p>
          </div>
        }
        submitLabel={confirming ? copy.confirmButton : copy.review}
        pendingLabel={copy.recording}
        onCancel={onCancel}
        cancelLabel={copy.cancel}
        aside={
          confirming ? (
            <button type="button" onClick={() => ask(false)} className={buttonClass.secondary}>
              {copy.back}
            </button>
          ) : undefined
        }
      >
        <section aria-labelledby="swap-replacement" className={card}>
          <h3 id="swap-replacement" className="font-semibold text-slate-900">
            {copy.choiceTitle}
          </h3>
          {free.error ? <p role="alert">{errorSentence(free.error)}</p> : null}
          {free.isPending ? <p className="text-slate-600">{copy.loading}</p> : null}
          {free.data && units.length === 0 ? <p className="text-slate-700">{copy.noneFree}</p> : null}
          <SelectField
            {...form.field('toUnitId')}
            label={copy.replacement}
            hint={copy.replacementHint}
            placeholder={copy.choose}
            options={units.map((u) => ({
              value: u.id,
              label: copy.unitOption(u.fleetNumber, u.className, u.upgrade),
            }))}
          />
          <CheckboxField {...form.field('upgrade')} label={copy.upgrade} hint={copy.upgradeHint} />
          <TextField
            {...form.field('reason')}
            label={copy.reason}
            hint={copy.reasonHint}
            autoComplete="off"
          />
          <CheckboxField {...form.field('brokeDown')} label={copy.brokeDown} hint={copy.brokeDownHint} />
          <UnitDriverField name="driverId" label={copy.driver} drivers={drivers} />
        </section>
        <div className="grid gap-6 lg:grid-cols-2">
          <ReadingCard
            id="swap-returned"
            title={copy.returned(vehicle.unit.fleetNumber)}
            index={0}
            kind="in"
            leg={vehicle.leg ?? 0}
            hint={vehicle.out ? handoverCopy.lastOdometer(vehicle.out.odometerMiles) : undefined}
            {...cardProps}
          />
          <ReadingCard
            id="swap-outgoing"
            title={chosen ? `${copy.outgoing}: ${chosen.fleetNumber}` : copy.outgoing}
            index={1}
            kind="out"
            leg={(vehicle.leg ?? 0) + 1}
            hint={chosen ? copy.outgoingOdometer(chosen.odometerMiles) : undefined}
            {...cardProps}
          />
        </div>
        <section aria-labelledby="swap-addendum" className={card}>
          <h3 id="swap-addendum" className="font-semibold text-slate-900">
            {swapAddendum.title}
          </h3>
          <p className="text-slate-700">{copy.handOver}</p>
          <CheckboxField {...form.field('addendum.acknowledged')} label={swapAddendum.paragraphs[0]}>
            {swapAddendum.paragraphs.slice(1).map((p) => (
              <p key={p} className="mt-1 text-slate-700 text-sm">
                {p}
              </p>
            ))}
          </CheckboxField>
        </section>
        {confirming ? (
          <section
            role="status"
            aria-labelledby="swap-confirm"
            className="rounded-lg border-2 border-brand-700 bg-brand-50 p-4"
          >
            <h3 id="swap-confirm" className="font-semibold text-slate-900">
              {copy.confirmTitle}
            </h3>
            <p className="font-semibold text-slate-900">
              {copy.confirm(vehicle.unit.fleetNumber, chosen?.fleetNumber ?? '')}
            </p>
            <p className="text-slate-700">{copy.confirmLead}</p>
          </section>
        ) : null}
      </ActionForm>
    </FormProvider>
  );
}

/** One unit's readings and inspection in the swap: the returned one (vehicles.0, in) or the replacement (vehicles.1, out). */
function ReadingCard({
  id,
  title,
  index,
  kind,
  leg,
  hint,
  code,
  vehicle,
  onPhotoAdded,
  onPhotoRemoved,
}: {
  id: string;
  title: string;
  index: number;
  kind: 'in' | 'out';
  leg: number;
  hint: string | undefined;
  code: string;
  vehicle: HandoverVehicle;
  onPhotoAdded: (photo: HandoverPhoto) => void;
  onPhotoRemoved: (id: string) => void;
}) {
  return (
    <section aria-labelledby={id} className={card}>
      <h3 id={id} className="font-semibold text-slate-900">
        {title}
      </h3>
      <ReadingFields
        index={index}
        code={code}
        kind={kind}
        leg={leg}
        vehicle={vehicle}
        odometerHint={hint}
        onPhotoAdded={onPhotoAdded}
        onPhotoRemoved={onPhotoRemoved}
      />
    </section>
  );
}
