import type { FieldBinding } from './field-binding';
import { TextField } from './text-field';

type RenterField = 'firstName' | 'lastName' | 'email' | 'phone';

/**
 * First and last name, e-mail and phone of the person renting, with the
 * autocomplete and keyboard hints a phone needs: the confirm step and the
 * quote form ask them alike. `field` binds each to the form (its path there
 * may differ, e.g. `contact.email`).
 */
export function RenterContactFields({
  field,
  labels,
  hints = {},
}: {
  field: (name: RenterField) => { registration: FieldBinding; error: string | undefined };
  labels: Record<RenterField, string>;
  hints?: Partial<Record<'email' | 'phone', string>>;
}) {
  return (
    <>
      <TextField {...field('firstName')} label={labels.firstName} autoComplete="given-name" />
      <TextField {...field('lastName')} label={labels.lastName} autoComplete="family-name" />
      <TextField
        {...field('email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        spellCheck={false}
        label={labels.email}
        hint={hints.email}
      />
      <TextField
        {...field('phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        label={labels.phone}
        hint={hints.phone}
      />
    </>
  );
}
