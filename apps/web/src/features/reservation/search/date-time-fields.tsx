import type { TripFormValues } from '@convoy/domain/contracts/trip';
import { defaultBookingHorizonMonths, lastPickupDate } from '@convoy/domain/rules/booking-horizon';
import type { FieldBinding } from '../../../components/form/field-binding';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { useFlowRestored } from '../../../lib/flow/use-flow';
import { todayIn } from '../../../lib/format';
import { searchCopy as copy } from '../copy/search-copy';

/** What the search form hands each of its controls: the binding, the value, the message. */
export interface FieldProps {
  registration: FieldBinding;
  value: string;
  error: string | undefined;
}

const monthOptions = Array.from({ length: 12 }, (_, i) => ({
  value: String(i + 1),
  label: copy.monthOption(i + 1),
}));

/**
 * Pickup and return (or the number of months, for a monthly rental), on the
 * phone's own date and time pickers. The dates offered run from today at the
 * location to the booking horizon; they are set only in the browser, so the
 * prerendered HTML does not carry the build day.
 */
export function DateTimeFields({
  field,
  rentalType,
  zone,
  pickupDate,
  timesHint,
}: {
  field: (name: keyof TripFormValues) => FieldProps;
  rentalType: TripFormValues['rentalType'];
  zone: string;
  pickupDate: string;
  timesHint: string;
}) {
  const inBrowser = useFlowRestored();
  const today = inBrowser ? todayIn(zone) : undefined;
  const returnMin = pickupDate && today && pickupDate > today ? pickupDate : today;
  const pickupMax = today && lastPickupDate(today, defaultBookingHorizonMonths);
  return (
    <div className="space-y-2">
      <p className="text-slate-600 text-sm">{timesHint}</p>
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField {...field('pickupDate')} type="date" label={copy.pickupDate} min={today} max={pickupMax} />
        <TextField {...field('pickupTime')} type="time" step={900} label={copy.pickupTime} />
        {rentalType === 'monthly' ? (
          <SelectField
            {...field('rentalMonths')}
            label={copy.months.label}
            hint={copy.months.hint}
            options={monthOptions}
          />
        ) : (
          <>
            <TextField {...field('returnDate')} type="date" label={copy.returnDate} min={returnMin} />
            <TextField {...field('returnTime')} type="time" step={900} label={copy.returnTime} />
          </>
        )}
      </div>
    </div>
  );
}
