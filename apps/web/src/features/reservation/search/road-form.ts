import type { AddressDraft, TripDraft } from '@convoy/domain/contracts/trip-draft';

/**
 * The search's delivery and collection (decision 030) as its form holds them:
 * two boxes, whether the collection is from the delivery's address, and the
 * text of each field, named as the API names them (`delivery.address.postalCode`)
 * so its messages go beside them. Zod-free, like the rest of the start form.
 */
const addressParts = ['line1', 'line2', 'city', 'region', 'postalCode'] as const;
type AddressPart = (typeof addressParts)[number];
type Way = 'delivery' | 'collection';
export type RoadField = `${Way}.address.${AddressPart}` | `${Way}.instructions`;

const wayFields = (way: Way): RoadField[] => [
  ...addressParts.map((p) => `${way}.address.${p}` as const),
  `${way}.instructions`,
];

/** The fields in page order: the delivery's, then the collection's. */
export const roadFields: readonly RoadField[] = [...wayFields('delivery'), ...wayFields('collection')];

export interface RoadFormValues {
  deliver: boolean;
  collect: boolean;
  /** Collected from the delivery's address (only when delivered). */
  collectSame: boolean;
  text: Record<RoadField, string>;
}

const emptyAddress: AddressDraft = { line1: '', line2: '', city: '', region: '', postalCode: '' };

function wayText(way: Way, address: AddressDraft | null, instructions: string) {
  const a = address ?? emptyAddress;
  return {
    ...Object.fromEntries(addressParts.map((p) => [`${way}.address.${p}`, a[p]])),
    [`${way}.instructions`]: instructions,
  } as Record<RoadField, string>;
}

/** The draft as the form shows it: same address unless the collection has its own. */
export function roadFormValues(draft: Pick<TripDraft, 'delivery' | 'collection'>): RoadFormValues {
  const { delivery, collection } = draft;
  return {
    deliver: delivery !== null,
    collect: collection !== null,
    collectSame: collection === null || collection.address === null,
    text: {
      ...wayText('delivery', delivery?.address ?? null, delivery?.instructions ?? ''),
      ...wayText('collection', collection?.address ?? null, collection?.instructions ?? ''),
    },
  };
}

function addressOf(way: Way, text: Record<RoadField, string>): AddressDraft {
  const part = (p: AddressPart) => text[`${way}.address.${p}`];
  return {
    line1: part('line1'),
    line2: part('line2'),
    city: part('city'),
    region: part('region'),
    postalCode: part('postalCode'),
  };
}

/** Whether the collection is from the delivery's address: only a delivered trip may say so. */
export const collectsFromDelivery = (v: RoadFormValues) => v.deliver && v.collectSame;

/** The fields shown, and so checked and kept: the boxes ticked decide. */
export function shownRoadFields(v: RoadFormValues): RoadField[] {
  const collection = wayFields('collection').filter(
    (f) => !collectsFromDelivery(v) || f === 'collection.instructions',
  );
  return [...(v.deliver ? wayFields('delivery') : []), ...(v.collect ? collection : [])];
}

/** What the form holds, as the flow keeps it (the API's request is made from this, trip-draft.ts). */
export function roadDraftFromForm(v: RoadFormValues): Pick<TripDraft, 'delivery' | 'collection'> {
  return {
    delivery: v.deliver
      ? { address: addressOf('delivery', v.text), instructions: v.text['delivery.instructions'] }
      : null,
    collection: v.collect
      ? {
          address: collectsFromDelivery(v) ? null : addressOf('collection', v.text),
          instructions: v.text['collection.instructions'],
        }
      : null,
  };
}
