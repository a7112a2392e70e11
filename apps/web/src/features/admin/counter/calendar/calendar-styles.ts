import type { CSSProperties } from 'react';

/** Column width of a day in px: 90 days make 3,240 px, scrolled sideways. */
export const dayWidth = 36;
/** The day header's height in px (the sticky row above the units). */
export const headerHeight = 48;

const line = '#e2e8f0'; // slate-200
const weekendShade = '#f1f5f9'; // slate-100

/**
 * A row's day grid as backgrounds, not 90 elements per row (27,000 cells for
 * 300 units): a 1 px line at each day's end, and the weekend columns shaded
 * by a 7-day pattern aligned to the first day's weekday.
 */
export function gridBackground(firstWeekday: number): CSSProperties {
  const stops: string[] = [];
  for (let i = 0; i < 7; i++) {
    const dow = (firstWeekday + i) % 7;
    const color = dow === 0 || dow === 6 ? weekendShade : 'transparent';
    stops.push(`${color} ${i * dayWidth}px ${(i + 1) * dayWidth}px`);
  }
  return {
    backgroundImage: `repeating-linear-gradient(to right, transparent 0 ${dayWidth - 1}px, ${line} ${dayWidth - 1}px ${dayWidth}px), repeating-linear-gradient(to right, ${stops.join(', ')})`,
  };
}

/** The turnaround after a bar: hatched. */
export const bufferStyle: CSSProperties = {
  backgroundImage: 'repeating-linear-gradient(135deg, #94a3b8 0 2px, transparent 2px 6px)',
};
