import { type Brand, brand as defaultBrand, whyPath } from './brand.ts';
import { fleetSeed, type VehicleClass } from './fleet.ts';
import { formatCount, policyClassCharges, rentalPolicy } from './rental-policy.ts';

/**
 * Content never names the brand, the owner or a fleet number itself (SPEC Part B §1:
 * white-label; fleet rates and ages live in the database). It writes placeholders:
 *
 * - brand: `{brand}` `{owner}` `{phone}` `{email}` `{siteUrl}` `{street}` `{city}`
 *   `{region}` (MD) `{state}` (Maryland) `{postalCode}` `{whyPath}` `{tagline}`
 * - a fleet class: `{name}` `{seats}` (driver included) `{riders}` (seats less the
 *   driver) `{luggage}` `{minAge}` `{milesPerDay}` (the daily mileage allowance, from
 *   the class charges given, else the rental policy's; "unlimited" for a class without
 *   one), for the page's own class, or `{minAge:15-passenger-van}` for any class by id
 * - policy: `{monthlyMiles}` `{maxMonths}` `{licenseMonths}`
 * - page values the template passes, e.g. `{fleetSize}` `{locations}` on the why-us page, and
 *   the stored cancellation policy in words, `{cancellationPolicy}` and `{freeCancellation}`
 *   (rules/cancellation-words.ts `cancellationPlaceholders`): a page that does not pass them
 *   fails, rather than stating a rule the back office does not apply (a document prints the
 *   whole policy with a `cancellation-policy` block instead)
 *
 * An unknown placeholder throws, so a typo fails the build instead of reaching a visitor.
 */
export interface FillContext {
  brand?: Brand;
  /** The live fleet (from the API); the seed data when absent. */
  fleet?: readonly VehicleClass[];
  /** The class a vehicle page is about: the target of `{seats}` and friends without an id. */
  vehicle?: VehicleClass;
  /**
   * Each class's mileage as the price book stores it (GET /api/rental-charges);
   * the rental policy's, which the demo price book is seeded with, when absent.
   */
  charges?: readonly { classId: string; mileageAllowancePerDay: number | null }[];
  values?: Readonly<Record<string, string | number>>;
}

// With the full stop after it: a value that ends a sentence with its own ("Inc.") takes no second.
const placeholderPattern = /\{([a-zA-Z]+)(?::([a-z0-9-]+))?\}(\.?)/g;

function brandValue(key: string, b: Brand): string | undefined {
  const a = b.address;
  const values: Record<string, string> = {
    brand: b.name,
    tagline: b.tagline,
    owner: b.ownerCompany,
    phone: b.phone,
    email: b.email,
    siteUrl: b.siteUrl,
    street: a.street,
    city: a.city,
    region: a.region,
    state: a.regionName,
    postalCode: a.postalCode,
    whyPath: whyPath(b),
  };
  return values[key];
}

function vehicleValue(key: string, v: VehicleClass, ctx: FillContext): string | undefined {
  const miles = (ctx.charges?.find((c) => c.classId === v.id) ?? policyClassCharges(v))
    .mileageAllowancePerDay;
  const values: Record<string, string | undefined> = {
    name: v.name,
    seats: String(v.passengers),
    riders: String(v.passengers - 1),
    luggage: String(v.luggage),
    minAge: String(v.minAge),
    // Copy quotes it for capped classes (content.test.ts); the stored allowance may be lifted since.
    milesPerDay: miles === null ? 'unlimited' : formatCount(miles),
  };
  return values[key];
}

function policyValue(key: string): string | undefined {
  const values: Record<string, string> = {
    monthlyMiles: formatCount(rentalPolicy.monthlyMileAllowance),
    maxMonths: String(rentalPolicy.maxMonths),
    licenseMonths: String(rentalPolicy.minLicenseHeldMonths),
  };
  return values[key];
}

function resolve(key: string, arg: string | undefined, ctx: FillContext): string | undefined {
  if (arg !== undefined) {
    const v = (ctx.fleet ?? fleetSeed).find((c) => c.id === arg);
    return v ? vehicleValue(key, v, ctx) : undefined;
  }
  const fromValues = ctx.values?.[key];
  if (fromValues !== undefined) return String(fromValues);
  return (
    brandValue(key, ctx.brand ?? defaultBrand) ??
    policyValue(key) ??
    (ctx.vehicle ? vehicleValue(key, ctx.vehicle, ctx) : undefined)
  );
}

/** Replaces every `{placeholder}` in `text`; throws on one it cannot resolve. */
export function fillText(text: string, ctx: FillContext = {}): string {
  return text.replace(placeholderPattern, (match, key: string, arg: string | undefined, stop: string) => {
    const value = resolve(key, arg, ctx);
    if (value === undefined) throw new Error(`Unresolved content placeholder ${match} in "${text}"`);
    return value + (value.endsWith('.') ? '' : stop);
  });
}

/** `fillText` with only the brand: for strings that name the company and nothing else. */
export function fillBrand(text: string, b: Brand = defaultBrand): string {
  return fillText(text, { brand: b });
}

/** Fills every string inside a content object (arrays and plain objects, any depth). */
export function fillDeep<T>(value: T, ctx: FillContext = {}): T {
  if (typeof value === 'string') return fillText(value, ctx) as T;
  if (Array.isArray(value)) return value.map((item) => fillDeep(item, ctx)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillDeep(v, ctx)])) as T;
  }
  return value;
}

/** The placeholders a string uses, e.g. ["brand", "minAge:15-passenger-van"]. */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(placeholderPattern)].map((m) => (m[2] ? `${m[1]}:${m[2]}` : m[1]!));
}
