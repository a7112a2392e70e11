import { useId } from 'react';

export interface Bar {
  label: string;
  value: number;
  /** Shown beside the value in the table, e.g. "3 bookings". */
  note?: string;
}

/**
 * An accessible bar chart in inline SVG (no chart library): the picture is
 * one labelled image for screen readers, and the same numbers follow in a
 * table (WAI "Complex images": a long description beside the image), folded
 * under a disclosure so sighted readers can open it too.
 */
export function BarChart({
  title,
  bars,
  format = (n) => n.toLocaleString('en-US'),
  orientation = 'horizontal',
  valueLabel = 'Value',
}: {
  title: string;
  bars: readonly Bar[];
  format?: (value: number) => string;
  orientation?: 'horizontal' | 'vertical';
  valueLabel?: string;
}) {
  const id = useId();
  const max = Math.max(1, ...bars.map((b) => b.value));
  const total = bars.reduce((sum, b) => sum + b.value, 0);
  const summary = `${title}: ${bars.length} ${bars.length === 1 ? 'bar' : 'bars'}, highest ${format(max)}, total ${format(total)}.`;
  return (
    <figure
      aria-labelledby={`${id}-title`}
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <figcaption id={`${id}-title`} className="font-semibold text-slate-900">
        {title}
      </figcaption>
      {orientation === 'horizontal' ? (
        <HorizontalBars bars={bars} max={max} format={format} summary={summary} />
      ) : (
        <VerticalBars bars={bars} max={max} format={format} summary={summary} />
      )}
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-semibold text-brand-800">Show the numbers as a table</summary>
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr className="border-slate-200 border-b text-slate-600">
              <th scope="col" className="py-1 pr-4 font-semibold">
                Label
              </th>
              <th scope="col" className="py-1 text-right font-semibold">
                {valueLabel}
              </th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.label} className="border-slate-100 border-b">
                <th scope="row" className="py-1 pr-4 font-normal">
                  {bar.label}
                </th>
                <td className="py-1 text-right tabular-nums">
                  {format(bar.value)}
                  {bar.note ? <span className="text-slate-500"> · {bar.note}</span> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

// Coordinates are percentages of the drawing's width with a fixed height in
// pixels, so the text stays 12 px on a phone and on a wide screen alike
// (a viewBox would scale the labels with the width).
const labelShare = 38;
const barShare = 47;

function HorizontalBars({ bars, max, format, summary }: ChartProps) {
  const rowHeight = 30;
  return (
    <svg role="img" aria-label={summary} width="100%" height={bars.length * rowHeight} className="mt-3 block">
      {bars.map((bar, i) => {
        const share = (bar.value / max) * barShare;
        const y = i * rowHeight;
        return (
          <g key={bar.label}>
            <text x="0" y={y + 19} fontSize="12" className="fill-slate-700">
              {bar.label.length > 30 ? `${bar.label.slice(0, 29)}…` : bar.label}
            </text>
            <rect
              x={`${labelShare}%`}
              y={y + 7}
              width={`${Math.max(bar.value > 0 ? 0.4 : 0, share)}%`}
              height="16"
              rx="3"
              className="fill-brand-600"
            />
            <text
              x={`${labelShare + share + 1}%`}
              y={y + 19}
              fontSize="12"
              fontWeight="600"
              className="fill-slate-900"
            >
              {format(bar.value)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

function VerticalBars({ bars, max, format, summary }: ChartProps) {
  const height = 180;
  const plot = height - 24;
  const slot = 100 / Math.max(1, bars.length);
  // About one label per 8% of the width, so they never overlap.
  const every = Math.max(1, Math.ceil(8 / slot));
  return (
    <svg role="img" aria-label={summary} width="100%" height={height} className="mt-3 block">
      <line x1="0" x2="100%" y1={plot} y2={plot} className="stroke-slate-300" />
      <text x="0" y="11" fontSize="11" className="fill-slate-500">
        {format(max)}
      </text>
      <line x1="0" x2="100%" y1="16" y2="16" strokeDasharray="3 4" className="stroke-slate-200" />
      {bars.map((bar, i) => {
        const h = (bar.value / max) * (plot - 16);
        return (
          <g key={bar.label}>
            <rect
              x={`${i * slot + slot * 0.15}%`}
              y={plot - h}
              width={`${slot * 0.7}%`}
              height={h}
              rx="2"
              className="fill-brand-600"
            >
              <title>{`${bar.label}: ${format(bar.value)}`}</title>
            </rect>
            {i % every === 0 ? (
              <text
                x={`${i * slot + slot / 2}%`}
                y={height - 6}
                textAnchor="middle"
                fontSize="11"
                className="fill-slate-600"
              >
                {bar.label}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}

interface ChartProps {
  bars: readonly Bar[];
  max: number;
  format: (value: number) => string;
  summary: string;
}
