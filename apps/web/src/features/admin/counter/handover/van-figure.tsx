import type { DamageMark } from '@convoy/domain/contracts/counter.schema';
import { diagramHeight, diagramWidth, vanOutlines } from './van-outlines';

/**
 * One side of the van with its damage marks, each a numbered dot (the number
 * of the mark in the list below the diagram). Named by its caller: inside a
 * button it is hidden, read-only it is an image with a label.
 */
export function VanFigure({
  view,
  marks,
  label,
}: {
  view: DamageMark['view'];
  /** Every mark of the vehicle: those of this view are drawn, numbered as in the whole list. */
  marks: readonly DamageMark[];
  /** The image's name; none when the figure sits in a button that names it. */
  label?: string;
}) {
  const outline = vanOutlines[view];
  return (
    <svg
      viewBox={`0 0 ${diagramWidth} ${diagramHeight}`}
      className="h-auto w-full"
      role="img"
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      {label ? <title>{label}</title> : null}
      <g
        transform={outline.mirrored ? `translate(${diagramWidth} 0) scale(-1 1)` : undefined}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
        className="text-slate-600"
      >
        {outline.paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </g>
      {marks.map((mark, index) =>
        mark.view === view ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a mark's number is its place in the list
          <g key={index} transform={`translate(${mark.x * diagramWidth} ${mark.y * diagramHeight})`}>
            <circle r="8" className="fill-red-700" />
            <text textAnchor="middle" dominantBaseline="central" className="fill-white font-bold text-[10px]">
              {index + 1}
            </text>
          </g>
        ) : null,
      )}
    </svg>
  );
}
