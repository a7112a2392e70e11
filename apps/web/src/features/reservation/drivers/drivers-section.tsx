import type { PricedTrip } from '@convoy/domain/contracts/pricing-breakdown.schema';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { ErrorSummary } from '../../../components/form/error-summary';
import { fieldIds } from '../../../components/form/field-ids';
import { buttonClass, hintClass } from '../../../components/form/form-styles';
import type { FlowDriver } from '../../../lib/flow/flow-state';
import { flowStore, useFlow } from '../../../lib/flow/use-flow';
import { driversCopy as copy } from '../copy/drivers-copy';
import {
  blankDriver,
  type ConvoyClassLine,
  defaultWay,
  drivenNumber,
  followVehicle,
  newEntryId,
  orderedDrivers,
  parseVehicleValue,
  vehicleOptions,
  vehicleSlots,
  vehicleValue,
} from './driver-entries';
import { DriverFields } from './driver-fields';
import { type DriverErrors, useDriverErrorFocus } from './use-driver-errors';

/** The drivers' field names on the confirm step: `drivers.N.<field>`, as the API names them. */
export const driversPrefix = 'drivers';

/**
 * The confirm step's drivers (decision 013): each vehicle of the convoy with what
 * its drivers need and, once asked for, its driver's form; then additional
 * drivers, whose fee per day the live total shows. Optional at booking. The
 * entries live in the flow (a reload keeps them, without licence numbers).
 */
export function DriversSection({
  lines,
  pricing,
  errors,
}: {
  lines: readonly ConvoyClassLine[];
  pricing: PricedTrip | undefined;
  errors: DriverErrors;
}) {
  const drivers = useFlow((s) => s.drivers);
  const entries = orderedDrivers(drivers, lines);
  const slots = vehicleSlots(lines);
  const [focusNext, setFocusNext] = useState<string | null>(null);
  const headingId = useId();

  useEffect(() => {
    if (!focusNext) return;
    document.getElementById(focusNext)?.focus();
    setFocusNext(null);
  }, [focusNext]);

  const summary = useDriverErrorFocus(errors, driversPrefix, entries.length);

  const save = (next: FlowDriver[]) => flowStore().updateDrivers(next);
  const update = (id: string, patch: Partial<FlowDriver>) => {
    const index = entries.findIndex((d) => d.id === id);
    for (const field of Object.keys(patch)) errors.clear(`${driversPrefix}.${index}.${field}`);
    save(drivers.map((d) => (d.id === id ? { ...d, ...patch } : d)));
  };
  // Removing one renumbers those after it: their messages no longer point at the right fields.
  const remove = (driver: FlowDriver, focusId: string) => {
    errors.clear();
    save(drivers.filter((d) => d.id !== driver.id));
    setFocusNext(focusId);
  };
  const add = (driver: FlowDriver) => {
    save([...drivers, driver]);
    const index = orderedDrivers([...drivers, driver], lines).findIndex((d) => d.id === driver.id);
    setFocusNext(fieldIds(`${driversPrefix}.${index}.${driver.slot ? 'name' : 'vehicleId'}`).control);
  };

  const needsCdl = (vehicleId: string) => lines.find((l) => l.id === vehicleId)?.requiresCdl ?? true;
  const fieldsOf = (driver: FlowDriver, label: string, additional: boolean) => {
    const index = entries.indexOf(driver);
    return (
      <>
        <DriverFields
          driver={driver}
          prefix={driversPrefix}
          index={index}
          errors={errors.errors}
          requiresCdl={needsCdl(driver.vehicleId)}
          onChange={(patch) => update(driver.id, patch)}
          {...(additional
            ? {
                vehicles: vehicleOptions(lines),
                vehicle: vehicleValue(driver.vehicleId, drivenNumber(driver) ?? 1),
                onVehicle: (value: string) => {
                  const { vehicleId, vehicleNumber } = parseVehicleValue(value);
                  update(driver.id, {
                    vehicleId,
                    vehicleNumber,
                    ...followVehicle(driver, needsCdl(vehicleId)),
                  });
                },
              }
            : {})}
        />
        <button
          type="button"
          className={`${buttonClass.link} mt-2`}
          onClick={() => remove(driver, additional ? addAnotherId(headingId) : nameButtonId(driver.id))}
        >
          {copy.remove}
          <span className="sr-only">{copy.removeOf(label)}</span>
        </button>
      </>
    );
  };

  const additional = entries.filter((d) => d.slot === null);
  const fee = pricing?.lines.find((l) => l.kind === 'driver');
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-5 rounded-lg border border-slate-200 bg-white p-4 sm:p-5"
    >
      <div>
        <h2 id={headingId} className="font-bold text-lg text-slate-900">
          {copy.heading}
        </h2>
        <p className={hintClass}>{copy.intro}</p>
      </div>
      <ErrorSummary items={summary} focusKey={0} title={copy.summaryTitle} />
      {slots.map((s) => {
        const driver = entries.find((d) => d.slot === s.slot);
        return (
          <VehicleGroup key={s.slot} label={s.label} vehicle={s.vehicle}>
            {driver ? (
              fieldsOf(driver, s.label, false)
            ) : (
              <button
                type="button"
                id={nameButtonId(s.slot)}
                className={buttonClass.secondary}
                onClick={() =>
                  add(blankDriver(s.slot, s.slot, s.vehicle.id, s.vehicle.requiresCdl, defaultWay(lines)))
                }
              >
                {copy.nameDriver}
                <span className="sr-only">{copy.nameDriverOf(s.label)}</span>
              </button>
            )}
          </VehicleGroup>
        );
      })}
      <div className="space-y-4 border-slate-200 border-t pt-4">
        <h3 className="font-semibold text-slate-900">{copy.additionalHeading}</h3>
        <p className={hintClass}>
          {copy.additionalIntro}
          {fee ? ` ${copy.additionalFee(fee.unitCents)}` : ''}
        </p>
        {additional.map((driver, i) => (
          <fieldset key={driver.id} className="space-y-3 rounded-md bg-slate-50 p-3">
            <legend className="float-left mb-3 w-full font-semibold text-slate-900">
              {copy.additionalLabel(i + 1)}
            </legend>
            {fieldsOf(driver, copy.additionalLabel(i + 1), true)}
          </fieldset>
        ))}
        <button
          type="button"
          id={addAnotherId(headingId)}
          className={buttonClass.secondary}
          onClick={() =>
            add(
              blankDriver(
                newEntryId(),
                null,
                lines[0]?.id ?? '',
                lines[0]?.requiresCdl ?? true,
                defaultWay(lines),
              ),
            )
          }
        >
          {copy.addAnother}
        </button>
      </div>
    </section>
  );
}

const nameButtonId = (slot: string) => `name-driver-${slot.replace(/[^A-Za-z0-9_-]/g, '-')}`;
const addAnotherId = (headingId: string) => `${headingId.replace(/[^A-Za-z0-9_-]/g, '')}-add`;

/** One vehicle of the convoy: its name, what its drivers need, and its driver. */
function VehicleGroup({
  label,
  vehicle,
  children,
}: {
  label: string;
  vehicle: ConvoyClassLine;
  children: ReactNode;
}) {
  return (
    <fieldset className="space-y-3">
      <legend className="float-left w-full font-semibold text-slate-900">{label}</legend>
      <p className={`clear-left ${vehicle.requiresCdl ? 'font-semibold text-slate-900 text-sm' : hintClass}`}>
        {copy.needs(vehicle.name, vehicle.minAge, vehicle.requiresCdl)}
      </p>
      {children}
    </fieldset>
  );
}
