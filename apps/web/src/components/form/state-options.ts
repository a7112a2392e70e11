import { usStateNames } from '@convoy/domain/content/us-states';

/** Every state and DC, by name, for a form's state picker (the value is the USPS code). */
export const stateOptions = Object.entries(usStateNames).map(([value, label]) => ({ value, label }));
