import type { Pace, ServiceForecast } from '@convoy/domain/rules/service-forecast';
import { formatLocalDate } from '../mail/format.ts';
import type { StoredUnit } from './fleet-unit.repository.ts';

const miles = (n: number) => `${n.toLocaleString('en-US')} mi`;

/** Why a unit is on the due-soon list, in the words staff read there (decision 033). */
export function dueWords(
  unit: Pick<StoredUnit, 'service_due_on' | 'service_due_miles' | 'odometer_miles'>,
  forecast: ServiceForecast,
  pace: Pace | null,
): string {
  const parts = forecast.reasons.map((reason) => {
    if (reason === 'date') return `service date ${formatLocalDate(unit.service_due_on!)}`;
    if (reason === 'miles')
      return `${miles(unit.odometer_miles)} read, service at ${miles(unit.service_due_miles!)}`;
    const perDay = pace ? Math.round(pace.miles / pace.days) : 0;
    return `at ${miles(perDay)} a day, reaches ${miles(unit.service_due_miles!)} by ${formatLocalDate(forecast.milesDueOn!)}`;
  });
  const head = forecast.state === 'overdue' ? 'Overdue' : 'Due soon';
  return `${head}: ${parts.join('; ')}`.slice(0, 300);
}
