import type { Point } from '@convoy/domain/content/content.types';
import { InlineText } from './inline-text';

/** Short titled points (needs, tips, reasons) as cards, each title an h3 under the section's h2. */
export function PointGrid({ points, columns = 3 }: { points: Point[]; columns?: 2 | 3 | 4 }) {
  const grid = {
    2: 'sm:grid-cols-2',
    3: 'sm:grid-cols-2 lg:grid-cols-3',
    4: 'sm:grid-cols-2 lg:grid-cols-4',
  }[columns];
  return (
    <ul className={`grid gap-4 ${grid}`}>
      {points.map((point) => (
        <li key={point.title} className="rounded-lg border border-slate-200 bg-white p-5">
          <h3 className="font-semibold text-lg text-slate-900">{point.title}</h3>
          <p className="mt-2 text-slate-700 leading-relaxed">
            <InlineText text={point.text} />
          </p>
        </li>
      ))}
    </ul>
  );
}
