import type { DriverInput } from '@convoy/domain/contracts/driver.schema';
import type { ReservationResponse } from '@convoy/domain/contracts/reservation.schema';
import type {
  ReservationChangePreview,
  ReservationChangeResponse,
} from '@convoy/domain/contracts/reservation-change.schema';
import { type FormEvent, useId, useRef, useState } from 'react';
import { ErrorSummary } from '../../../components/form/error-summary';
import { buttonClass, hintClass } from '../../../components/form/form-styles';
import { changeCopy } from '../../../components/reservation-change/change-copy';
import { PriceChanges } from '../../../components/reservation-change/change-preview';
import { ApiError, errorSentence } from '../../../lib/api-client';
import { useVehicleClasses } from '../../../lib/catalog-queries';
import type { FlowDriver } from '../../../lib/flow/flow-state';
import { isDefinite, submissionAttempt } from '../../../lib/submission-attempt';
import { driversCopy } from '../copy/drivers-copy';
import { applyChange, priceChange } from '../manage/change-api';
import { ManageCard } from '../manage/manage-card';
import {
  blankDriver,
  type ConvoyClassLine,
  defaultWay,
  drivenNumber,
  followVehicle,
  newEntryId,
  parseVehicleValue,
  type VehicleSlot,
  vehicleOptions,
  vehicleSlots,
  vehicleValue,
} from './driver-entries';
import { DriverFields } from './driver-fields';
import { checkDrivers, driverErrorsFromApi } from './driver-input';
import { DriverList } from './driver-list';
import { useDriverErrorFocus, useDriverErrors } from './use-driver-errors';

const copy = driversCopy.manage;
const prefix = 'addDrivers';

/**
 * The booking's classes as the drivers' forms need them: what each asks of
 * its drivers from the fleet (a class the fleet has not answered yet asks for
 * a CDL, the server deciding).
 */
function bookedClasses(
  reservation: ReservationResponse['reservation'],
  fleet: readonly { id: string; requiresCdl: boolean; minAge: number }[],
): ConvoyClassLine[] {
  return reservation.lines.map((l) => {
    const known = fleet.find((v) => v.id === l.vehicleId);
    return {
      id: l.vehicleId,
      name: l.vehicleName,
      quantity: l.quantity,
      requiresCdl: known?.requiresCdl ?? true,
      minAge: known?.minAge ?? 0,
    };
  });
}

/**
 * The first vehicle no driver covers yet (rules/driver-coverage.ts: a driver
 * with a number covers that vehicle, one without covers the first left of its
 * class), counting those being added; else the first vehicle.
 */
function slotNeedingDriver(
  lines: readonly ConvoyClassLine[],
  named: readonly { vehicleId: string; vehicleNumber: number | null }[],
  adding: readonly FlowDriver[],
): VehicleSlot | undefined {
  const slots = vehicleSlots(lines);
  const drivers = [
    ...named,
    ...adding.map((d) => ({ vehicleId: d.vehicleId, vehicleNumber: drivenNumber(d) })),
  ];
  const free = slots.filter(
    (s) => !drivers.some((d) => d.vehicleId === s.vehicle.id && d.vehicleNumber === s.number),
  );
  const any = (classId: string) =>
    drivers.filter((d) => d.vehicleId === classId && d.vehicleNumber === null).length;
  const left = free.filter(
    (s) => free.filter((f) => f.vehicle.id === s.vehicle.id).indexOf(s) >= any(s.vehicle.id),
  );
  return left[0] ?? slots[0];
}

/**
 * The manage page's drivers (decision 013): those named, licence numbers masked,
 * how many vehicles still need one, and a form adding more. The change is
 * priced first (POST …/changes/price with `addDrivers`: what changes and what
 * it costs), then applied (POST …/changes) with one Idempotency-Key per
 * attempt, sent again on a retry after no answer. The API names a refused
 * driver's field `drivers.N.<field>`, N counting the drivers already named.
 */
export function ManageDrivers({
  found,
  email,
  onChanged,
}: {
  found: ReservationResponse;
  email: string;
  onChanged: (response: ReservationChangeResponse) => void;
}) {
  const { reservation } = found;
  const headingId = useId();
  const [adding, setAdding] = useState<FlowDriver[]>([]);
  const [preview, setPreview] = useState<{
    preview: ReservationChangePreview;
    drivers: DriverInput[];
  } | null>(null);
  const [pending, setPending] = useState<'price' | 'apply' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const errors = useDriverErrors();
  const summary = useDriverErrorFocus(errors, prefix, adding.length);
  const attempt = useRef(submissionAttempt());
  const open = reservation.status === 'confirmed';
  const fleet = useVehicleClasses();
  const lines = bookedClasses(reservation, fleet.data ?? []);
  const needsCdl = (vehicleId: string) => lines.find((l) => l.id === vehicleId)?.requiresCdl ?? true;

  const edit = (next: FlowDriver[]) => {
    setAdding(next);
    setPreview(null);
  };
  const failed = (error: unknown, applying: boolean) => {
    const named =
      error instanceof ApiError
        ? driverErrorsFromApi(error.fields, prefix, reservation.drivers.length)
        : null;
    if (named && Object.keys(named.drivers).length > 0) {
      errors.show(named.drivers);
      setPreview(null);
    }
    const rest = named ? Object.values(named.rest) : [];
    if (applying && !isDefinite(error)) setProblem(copy.unknownOutcome(errorSentence(error)));
    else if (!named || Object.keys(named.drivers).length === 0) setProblem(rest[0] ?? errorSentence(error));
  };

  async function price(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    setProblem(null);
    // A driver begun before the fleet answered: a vehicle without a CDL never asked the class.
    const checked = checkDrivers(
      adding.map((d) => (needsCdl(d.vehicleId) ? d : { ...d, ...followVehicle(d, false) })),
      prefix,
    );
    if (!checked.ok) {
      errors.show(checked.errors);
      return;
    }
    errors.clear();
    setPending('price');
    try {
      const answer = await priceChange(reservation.code, email, { addDrivers: checked.drivers });
      setPreview({ preview: answer, drivers: checked.drivers });
    } catch (error) {
      failed(error, false);
    } finally {
      setPending(null);
    }
  }

  /** The price changed since it was shown: the same drivers priced again, to add at the new price or not. */
  async function priceAgain(drivers: DriverInput[]) {
    try {
      const answer = await priceChange(reservation.code, email, { addDrivers: drivers });
      setPreview({ preview: answer, drivers });
      setProblem(changeCopy.priceChanged);
    } catch (error) {
      failed(error, false);
    }
  }

  async function apply() {
    if (pending || !preview) return;
    setProblem(null);
    setPending('apply');
    // Added at the total shown, or refused with the new one (SPEC Part B §13).
    const change = { addDrivers: preview.drivers, shownTotalCents: preview.preview.change.totalCents };
    try {
      const response = await applyChange(reservation.code, email, change, attempt.current.keyFor(change));
      attempt.current.settle();
      edit([]);
      onChanged(response);
    } catch (error) {
      attempt.current.settle(error);
      if (error instanceof ApiError && error.code === 'price_changed') await priceAgain(preview.drivers);
      else failed(error, true);
    } finally {
      setPending(null);
    }
  }

  const vehicles = vehicleOptions(lines);
  const addDriver = () => {
    const slot = slotNeedingDriver(lines, reservation.drivers, adding);
    const vehicleId = slot?.vehicle.id ?? '';
    edit([
      ...adding,
      {
        ...blankDriver(newEntryId(), null, vehicleId, needsCdl(vehicleId), defaultWay(lines)),
        vehicleNumber: slot?.number ?? 1,
      },
    ]);
  };
  return (
    <ManageCard heading={copy.heading}>
      <DriverList reservation={reservation} />
      {open ? (
        <form noValidate onSubmit={price} aria-labelledby={`${headingId}-add`} className="space-y-4">
          <h4 id={`${headingId}-add`} className="font-semibold text-slate-900">
            {copy.addHeading}
          </h4>
          <p className={hintClass}>{copy.addIntro}</p>
          <ErrorSummary items={summary} focusKey={0} title={driversCopy.summaryTitle} />
          {adding.map((driver, i) => (
            <fieldset key={driver.id} className="space-y-3 rounded-md bg-slate-50 p-3">
              <legend className="float-left mb-3 w-full font-semibold text-slate-900">
                {copy.newDriver(i + 1)}
              </legend>
              <DriverFields
                driver={driver}
                prefix={prefix}
                index={i}
                errors={errors.errors}
                vehicles={vehicles}
                vehicle={vehicleValue(driver.vehicleId, drivenNumber(driver) ?? 1)}
                requiresCdl={needsCdl(driver.vehicleId)}
                onChange={(patch) => {
                  for (const field of Object.keys(patch)) errors.clear(`${prefix}.${i}.${field}`);
                  edit(adding.map((d) => (d.id === driver.id ? { ...d, ...patch } : d)));
                }}
                onVehicle={(value) => {
                  const { vehicleId, vehicleNumber } = parseVehicleValue(value);
                  errors.clear(`${prefix}.${i}.vehicleId`);
                  const patch = { vehicleId, vehicleNumber, ...followVehicle(driver, needsCdl(vehicleId)) };
                  edit(adding.map((d) => (d.id === driver.id ? { ...d, ...patch } : d)));
                }}
              />
              <button
                type="button"
                className={buttonClass.link}
                onClick={() => {
                  errors.clear();
                  edit(adding.filter((d) => d.id !== driver.id));
                }}
              >
                {driversCopy.remove}
                <span className="sr-only">{driversCopy.removeOf(copy.newDriver(i + 1))}</span>
              </button>
            </fieldset>
          ))}
          <div className="flex flex-wrap gap-3">
            <button type="button" className={buttonClass.secondary} onClick={addDriver}>
              {copy.addEntry}
            </button>
            {adding.length > 0 ? (
              <button
                type="submit"
                className={buttonClass.primary}
                aria-disabled={pending !== null || undefined}
              >
                {pending === 'price' ? copy.checking : copy.check}
              </button>
            ) : null}
          </div>
          <div role="status">{preview ? <ChangePreview preview={preview.preview} /> : null}</div>
          {problem ? (
            <p role="alert" className="rounded-md border-2 border-red-700 bg-red-50 p-3 text-red-900">
              {problem}
            </p>
          ) : null}
          {preview ? (
            <button
              type="button"
              className={buttonClass.primary}
              onClick={() => void apply()}
              aria-disabled={pending !== null || undefined}
            >
              {pending === 'apply' ? copy.confirming : copy.confirm}
            </button>
          ) : null}
        </form>
      ) : null}
    </ManageCard>
  );
}

/** What the change does, in the API's words, to each charge and to the total. */
function ChangePreview({ preview }: { preview: ReservationChangePreview }) {
  const { change } = preview;
  return (
    <div className="rounded-md bg-brand-50 p-3 text-slate-900">
      <p className="font-semibold">{copy.previewHeading}</p>
      <ul className="mt-1 list-disc pl-5 text-sm">
        {change.changes.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <div className="mt-2">
        <PriceChanges changes={change.priceChanges ?? []} />
      </div>
      <p className="mt-2 text-sm">
        {copy.difference(change.differenceCents)} {copy.newTotal(change.totalCents)}
      </p>
    </div>
  );
}
