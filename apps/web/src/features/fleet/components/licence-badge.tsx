import type { VehicleClass } from '@convoy/domain/content/fleet';

/** CDL or regular license at a glance: colour and words, never colour alone. */
export function LicenceBadge({
  vehicle,
  cdl,
  regular,
}: {
  vehicle: VehicleClass;
  cdl: string;
  regular: string;
}) {
  return vehicle.requiresCdl ? (
    <span className="inline-flex items-center rounded-full bg-amber-100 px-3 py-1 font-semibold text-amber-900 text-sm">
      {cdl}
    </span>
  ) : (
    <span className="inline-flex items-center rounded-full bg-emerald-100 px-3 py-1 font-semibold text-emerald-900 text-sm">
      {regular}
    </span>
  );
}
