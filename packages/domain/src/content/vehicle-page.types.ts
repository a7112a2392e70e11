import type { Faq, ImageRef } from './content.types.ts';

/**
 * The content of one vehicle page (SPEC §2 vehicle pages). Seats, luggage count,
 * minimum age, CDL flag and rates are not here: the template reads them from the
 * fleet class (fleet.ts / the database) and copy refers to them as `{seats}`,
 * `{minAge}` and so on (fill-brand.ts).
 */
export interface VehicleSpecs {
  /** Seat layout in words, row by row. */
  seating: string;
  /** Luggage room in words: where it goes and what fits. */
  luggage: string;
  /** Outside dimensions of a typical unit in the class, in inches (shown as feet and inches). */
  dimensions: { lengthIn: number; widthIn: number; heightIn: number };
  /** What the dimensions include, and how units in the class differ. */
  dimensionsNote: string;
  /** Typical gross vehicle weight rating, in words ("about 9,500 lb"): the CDL threshold is a weight. */
  gvwr: string;
  /** Typical models; the unit you get is one of these or similar. */
  models: string[];
  fuel: string;
  transmission: string;
}

export interface VehicleLicence {
  /** One sentence a visitor can act on: do I need a CDL or not. */
  summary: string;
  details: string[];
}

export interface VehiclePage {
  /** The fleet class id (fleet.ts), also the page path without its slash. */
  id: string;
  /** 70–160 characters after filling placeholders. */
  metaDescription: string;
  intro: string;
  idealFor: { audience: string; reason: string }[];
  specs: VehicleSpecs;
  licence: VehicleLicence;
  features: string[];
  image: ImageRef;
  faqs: Faq[];
}

/** 113 → "9 ft 5 in"; 240 → "20 ft". */
export function formatFeetInches(inches: number): string {
  const total = Math.round(inches);
  const feet = Math.floor(total / 12);
  const rest = total % 12;
  return rest === 0 ? `${feet} ft` : `${feet} ft ${rest} in`;
}
