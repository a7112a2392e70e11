import { confirmCopy } from '../copy/confirm-copy';

const copy = confirmCopy.sections;

/** The element ids of the confirm step's parts, in the order the renter goes through them. */
export const sectionIds = {
  trip: 'confirm-trip',
  choices: 'confirm-choices',
  drivers: 'confirm-drivers',
  contact: 'confirm-contact',
} as const;

/**
 * Links to the step's parts, so a renter on a phone finds the drivers or the contact form
 * without scrolling past every extra.
 */
export function SectionNav() {
  return (
    <nav aria-label={copy.label} className="mb-6">
      <ol className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
        {(Object.keys(sectionIds) as (keyof typeof sectionIds)[]).map((part, i) => (
          <li key={part}>
            <a
              href={`#${sectionIds[part]}`}
              className="inline-flex min-h-8 items-center font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
            >
              {i + 1}. {copy[part]}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
