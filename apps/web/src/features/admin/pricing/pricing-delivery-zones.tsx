import type { AdminPriceBook } from '@convoy/domain/contracts/admin-pricing.schema';
import { type DeliveryZone, deliveryZoneSchema } from '@convoy/domain/contracts/price-book.schema';
import { z } from 'zod';
import { ApiError } from '../../../lib/api-client';
import type { EditorList } from '../shell/components/list-editor';
import { pricingCopy } from './pricing-copy';
import { bookOptions, moneyColumn, type SendPricing, words } from './pricing-lists';

/**
 * The delivery zones in the Pricing view (decision 030): per location, the
 * ZIP codes it delivers to and collects from, the fee per vehicle each way
 * (the `delivery` and `collection` lines renters read, under the zone's
 * label) and the minutes on the road. Every save sends every zone
 * (PUT /api/admin/pricing/delivery-zones), which the API checks whole; a
 * booking keeps the fees it was booked with.
 */

const c = pricingCopy.deliveryZones;

/** A zone as its row and form show it: the ZIP ranges in words, "21201–21231, 21401". */
type ZoneRow = Omit<DeliveryZone, 'postalCodes'> & { postalCodes: string };
/** What the form makes: a zone without its id, which a new zone is given from its location and label. */
type ZoneInput = Omit<DeliveryZone, 'id'>;

const rangesText = (ranges: DeliveryZone['postalCodes']) =>
  ranges.map((r) => c.range(r.from, r.to)).join(', ');

/** "21201–21231, 21401" as ranges; a piece that is not a ZIP code or a range makes it undefined. */
function parseRanges(text: string): DeliveryZone['postalCodes'] | undefined {
  const pieces = text
    .split(/[,;\n]+/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
  const ranges = pieces.map((p) => /^(\d{5})(?:\s*[-–—]\s*(\d{5}))?$/.exec(p));
  if (ranges.length === 0 || ranges.some((m) => m === null)) return undefined;
  return ranges.map((m) => ({ from: m![1]!, to: m![2] ?? m![1]! }));
}

/** The ZIP codes typed, checked by the domain's own rules, each message on the one field. */
const postalCodesField = z.string().transform((text, ctx) => {
  const ranges = parseRanges(text);
  const checked = ranges && deliveryZoneSchema.shape.postalCodes.safeParse(ranges);
  if (checked?.success) return checked.data;
  ctx.addIssue({ code: 'custom', message: checked?.error.issues[0]?.message ?? c.postalCodesMessage });
  return z.NEVER;
});
const zoneFormSchema = deliveryZoneSchema.omit({ id: true }).extend({ postalCodes: postalCodesField });

/** An id for a new zone from its location and label, "baltimore-annapolis", unused so far. */
function newZoneId(zones: readonly DeliveryZone[], zone: ZoneInput): string {
  const slug = `${zone.locationId}-${zone.label}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 56)
    .replace(/-+$/, '');
  const taken = new Set(zones.map((z) => z.id));
  let id = slug || 'zone';
  for (let n = 2; taken.has(id); n++) id = `${slug}-${n}`;
  return id;
}

/**
 * Sends every zone with the one edited replaced in place, a new one added or
 * a removed one left out; the API's messages about the zone being saved
 * (`zones.N.field…`) go beside its field.
 */
async function sendZones(
  send: SendPricing,
  zones: readonly DeliveryZone[],
  editing: ZoneRow | undefined,
  item?: ZoneInput,
): Promise<unknown> {
  const saved = item ? { ...item, id: editing?.id ?? newZoneId(zones, item) } : undefined;
  const next = zones.flatMap((z) => (z.id !== editing?.id ? [z] : saved ? [saved] : []));
  if (saved && !editing) next.push(saved);
  try {
    return await send('PUT', '/delivery-zones', { zones: next });
  } catch (error) {
    if (!(error instanceof ApiError) || !error.fields || !saved) throw error;
    const prefix = `zones.${next.indexOf(saved)}.`;
    const fields = Object.fromEntries(
      Object.entries(error.fields).map(([path, message]) => [
        path.startsWith(prefix) ? (path.slice(prefix.length).split('.')[0] ?? path) : path,
        message,
      ]),
    );
    throw new ApiError(error.status, error.code, error.message, fields, error.reservations);
  }
}

export function deliveryZoneList(book: AdminPriceBook, send: SendPricing): EditorList<ZoneRow, ZoneInput> {
  const { locations, locationName } = bookOptions(book);
  const rows = [...book.deliveryZones]
    .sort((a, b) => a.label.localeCompare(b.label))
    .map((z) => ({ ...z, postalCodes: rangesText(z.postalCodes) }));
  return {
    id: 'delivery-zones',
    ...words(c),
    rows,
    rowKey: (z) => z.id,
    rowName: (z) => c.name(z.label, locationName(z.locationId)),
    scope: { field: 'locationId', label: pricingCopy.location, options: locations },
    columns: [
      { header: c.label, cell: (z) => z.label },
      { header: c.postalCodes, cell: (z) => z.postalCodes },
      moneyColumn(c.delivery, (z) => z.deliveryFeeCents),
      moneyColumn(c.collection, (z) => z.collectionFeeCents),
      { header: c.minutes, cell: (z) => z.travelMinutes, className: 'text-right tabular-nums' },
    ],
    fields: [
      { name: 'locationId', label: pricingCopy.fields.locationId, type: 'choice', options: locations },
      { name: 'label', label: c.label, type: 'text', hint: c.labelHint },
      {
        name: 'postalCodes',
        label: c.postalCodesField,
        type: 'text',
        hint: c.postalCodesHint,
        wide: true,
      },
      { name: 'deliveryFeeCents', label: c.deliveryField, type: 'money' },
      { name: 'collectionFeeCents', label: c.collectionField, type: 'money' },
      { name: 'travelMinutes', label: c.minutesField, type: 'count', hint: c.minutesHint },
    ],
    schema: zoneFormSchema,
    blank: { postalCodes: '', travelMinutes: 45 },
    save: (item, editing) => sendZones(send, book.deliveryZones, editing, item),
    remove: (zone) => sendZones(send, book.deliveryZones, zone),
  };
}
