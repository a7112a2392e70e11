import { audiences } from '@convoy/domain/content/audiences';
import { fleetSeed, vehicleCategories } from '@convoy/domain/content/fleet';
import { type RentalPurposeId, rentalPurposes } from '@convoy/domain/content/rental-purposes';
import {
  type ChosenLine,
  maxChosenLines,
  oneWayReturn,
  type TripDraft,
  type VehicleTypeFilter,
} from '@convoy/domain/contracts/trip-draft';

/**
 * Search fields a link may prefill: marketing pages link to
 * `/?vehicleType=bus&passengers=40&luggage=30&convoy=44-passenger-bus:1#reserve` and
 * `/quote?purpose=churches&…`. Values that are not valid are ignored, so a mistyped link
 * still opens a usable form.
 * `purpose` accepts a rental purpose id or an audience page's slug.
 */
const slug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const localDate = /^\d{4}-\d{2}-\d{2}$/;
const localTime = /^\d{2}:\d{2}$/;

function purposeFrom(value: string | null): RentalPurposeId | undefined {
  if (!value) return undefined;
  const purpose = rentalPurposes.find((p) => p.id === value);
  if (purpose) return purpose.id;
  return audiences.find((a) => a.slug === value)?.purpose;
}

function wholeNumber(value: string | null, min: number, max: number): number | undefined {
  if (!value || !/^\d{1,4}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= min && n <= max ? n : undefined;
}

export type FlowPrefill = Partial<
  Pick<
    TripDraft,
    | 'vehicleType'
    | 'passengers'
    | 'luggage'
    | 'convoy'
    | 'rentalPurpose'
    | 'pickupLocationId'
    | 'returnLocationId'
    | 'rentalType'
    | 'pickupDate'
    | 'pickupTime'
    | 'returnDate'
    | 'returnTime'
  >
>;

/**
 * `15-passenger-van:2,cargo-van-box-truck:1` (lib/flow-links.ts writes it): classes of the fleet,
 * each once, 1 to 20 of each.
 */
function convoyFrom(value: string | null): ChosenLine[] | undefined {
  if (!value) return undefined;
  const lines = value.split(',').map((part) => {
    const [classId = '', count = ''] = part.split(':');
    return { classId, count: wholeNumber(count, 1, 20) ?? 0 };
  });
  const known = lines.every((l) => l.count > 0 && fleetSeed.some((c) => c.id === l.classId));
  const once = new Set(lines.map((l) => l.classId)).size === lines.length;
  return known && once && lines.length <= maxChosenLines ? lines : undefined;
}

export function prefillFromParams(params: URLSearchParams): FlowPrefill {
  const prefill: FlowPrefill = {};
  const vehicleType = params.get('vehicleType');
  if (vehicleType === 'all' || vehicleCategories.includes(vehicleType as never))
    prefill.vehicleType = vehicleType as VehicleTypeFilter;
  const passengers = wholeNumber(params.get('passengers'), 1, 500);
  if (passengers !== undefined) prefill.passengers = passengers;
  const luggage = wholeNumber(params.get('luggage'), 0, 500);
  if (luggage !== undefined) prefill.luggage = luggage;
  const convoy = convoyFrom(params.get('convoy'));
  if (convoy) prefill.convoy = convoy;
  const purpose = purposeFrom(params.get('purpose') ?? params.get('rentalPurpose'));
  if (purpose) prefill.rentalPurpose = purpose;
  const location = params.get('pickupLocationId');
  if (location && location.length <= 64 && slug.test(location)) prefill.pickupLocationId = location;
  // A one-way link (a location page's destinations, decision 028): back at another location.
  const returnTo = params.get('returnLocationId');
  if (returnTo && returnTo.length <= 64 && slug.test(returnTo)) prefill.returnLocationId = returnTo;
  const rentalType = params.get('rentalType');
  if (rentalType === 'daily' || rentalType === 'monthly') prefill.rentalType = rentalType;
  for (const key of ['pickupDate', 'returnDate'] as const) {
    const value = params.get(key);
    if (value && localDate.test(value)) prefill[key] = value;
  }
  for (const key of ['pickupTime', 'returnTime'] as const) {
    const value = params.get(key);
    if (value && localTime.test(value)) prefill[key] = value;
  }
  return prefill;
}

/** The reverse, for links that carry a search to another page (e.g. the quote form). */
export function paramsFromForm(form: TripDraft, extra: Record<string, string> = {}): URLSearchParams {
  const params = new URLSearchParams();
  const put = (key: string, value: string | number | null) => {
    if (value !== null && value !== '') params.set(key, String(value));
  };
  put('pickupLocationId', form.pickupLocationId);
  put('returnLocationId', oneWayReturn(form) ?? null);
  put('pickupDate', form.pickupDate);
  put('pickupTime', form.pickupTime);
  if (form.rentalType === 'daily') {
    put('returnDate', form.returnDate);
    put('returnTime', form.returnTime);
  }
  if (form.vehicleType !== 'all') put('vehicleType', form.vehicleType);
  put('passengers', form.passengers);
  put('luggage', form.luggage);
  put('purpose', form.rentalPurpose);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  return params;
}
