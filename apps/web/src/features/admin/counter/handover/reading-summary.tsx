import type { HandoverKind, HandoverReading } from '@convoy/domain/contracts/counter.schema';
import { DetailRow } from '../../shell/components/detail-row';
import { formatInstantShort } from '../../shell/components/format';
import { counterCopy } from '../counter-copy';
import { DamageDiagram } from './damage-diagram';
import { InspectionSummary, recordedInspection } from './inspection-summary';
import { type HandoverVehicle, vehicleName } from './use-handover';
import { VehiclePhotos } from './vehicle-photos';

const copy = counterCopy.handover;

/** A recorded reading, read-only: odometer, fuel, damage on the diagram, photos, its inspection, notes, who recorded it. */
export function ReadingSummary({
  code,
  vehicle,
  reading,
  kind,
}: {
  code: string;
  vehicle: HandoverVehicle;
  reading: HandoverReading;
  kind: HandoverKind;
}) {
  const inspection = recordedInspection(vehicle, kind);
  const title = kind === 'out' ? copy.inspection.outTitle : copy.inspection.inTitle;
  return (
    <div className="space-y-3 text-sm">
      <dl className="divide-y divide-slate-100">
        <DetailRow label={copy.odometer}>{copy.odometerReading(reading.odometerMiles)}</DetailRow>
        <DetailRow label={copy.fuel}>{copy.fuelLabels[reading.fuelEighths] ?? reading.fuelEighths}</DetailRow>
        {reading.notes ? <DetailRow label={copy.notes}>{reading.notes}</DetailRow> : null}
      </dl>
      <DamageDiagram name={`${vehicle.classId}-${vehicle.seq}-${kind}-damage`} marks={reading.damage} />
      <VehiclePhotos code={code} vehicle={vehicle} kind={kind} />
      {inspection ? (
        <InspectionSummary
          inspection={inspection}
          caption={copy.inspection.of(vehicleName(vehicle), title)}
        />
      ) : null}
      <p className="text-slate-600 text-xs">
        {copy.recordedBy(reading.recordedBy, formatInstantShort(reading.at))}
      </p>
    </div>
  );
}
