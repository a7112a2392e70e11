import { useId } from 'react';
import { controlClass, labelClass } from '../../../../components/form/form-styles';
import { adminCopy } from '../admin-copy';
import { useLocationOptions } from './use-location-options';
import { useShellScope } from './use-shell-scope';

/**
 * The location and day chosen once for the whole back office (decision 041):
 * the Today, Calendar, Units and Service due views and the dashboard read them.
 */
export function ScopeBar() {
  const id = useId();
  const { location, day, choose } = useShellScope();
  const options = useLocationOptions();
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="w-52">
        <label htmlFor={`${id}-location`} className={`${labelClass} text-sm`}>
          {adminCopy.frame.location}
        </label>
        <select
          id={`${id}-location`}
          value={location}
          onChange={(e) => choose({ location: e.target.value })}
          className={controlClass}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <div className="w-44">
        <label htmlFor={`${id}-day`} className={`${labelClass} text-sm`}>
          {adminCopy.frame.day}
        </label>
        <input
          id={`${id}-day`}
          type="date"
          value={day}
          onChange={(e) => choose({ day: e.target.value })}
          className={controlClass}
        />
      </div>
    </div>
  );
}
