/**
 * The zod-free parts of the driver contract (driver.schema.ts), for pages and
 * rules that must not load zod.
 */

/** A regular licence, or a commercial driver's licence of class A, B or C. */
export const licenceClasses = ['regular', 'cdl-a', 'cdl-b', 'cdl-c'] as const;
export type LicenceClass = (typeof licenceClasses)[number];

export const licenceClassLabels: Record<LicenceClass, string> = {
  regular: 'Regular license',
  'cdl-a': 'CDL class A',
  'cdl-b': 'CDL class B',
  'cdl-c': 'CDL class C',
};
