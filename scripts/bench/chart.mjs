// A line chart as SVG for the benchmark reports: one figure against data size
// (the x values are categories, evenly spaced: demo, 1×, 10×, 100×), one line
// per series, a dashed line for the goal. Plain SVG with a title and a
// description, readable in a Markdown viewer and by a screen reader.

const palette = ['#1d4ed8', '#b45309', '#047857', '#7c3aed', '#be123c', '#0f766e'];
const xml = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A "nice" upper bound for the y axis: 1, 2 or 5 times a power of ten, at or above `max`. */
export function niceCeiling(max) {
  if (!(max > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  return [1, 2, 5, 10].map((m) => m * power).find((v) => v >= max);
}

/**
 * `series`: [{ name, values: number[] (one per x, NaN for none) }]; `goal`:
 * { value, label } drawn dashed. Returns the SVG text.
 */
export function lineChart({ title, unit, xLabels, series, goal }) {
  const width = 640;
  const height = 320;
  const left = 64;
  const right = 170;
  const top = 40;
  const bottom = 48;
  const plotW = width - left - right;
  const plotH = height - top - bottom;
  const all = series.flatMap((s) => s.values).filter(Number.isFinite);
  const yMax = niceCeiling(Math.max(...all, goal?.value ?? 0) * 1.05);
  const x = (i) => left + (xLabels.length === 1 ? plotW / 2 : (i * plotW) / (xLabels.length - 1));
  const y = (v) => top + plotH - (v / yMax) * plotH;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="t d" font-family="system-ui, sans-serif" font-size="12">`,
    `<title id="t">${xml(title)}</title>`,
    `<desc id="d">${xml(
      series
        .map(
          (s) =>
            `${s.name}: ${s.values.map((v, i) => `${xLabels[i]} ${Number.isFinite(v) ? v : 'none'}`).join(', ')}`,
        )
        .join('; '),
    )} (${xml(unit)})</desc>`,
    `<rect width="${width}" height="${height}" fill="#fff"/>`,
    `<text x="${left}" y="22" font-size="14" font-weight="600">${xml(title)}</text>`,
  ];
  for (let t = 0; t <= 4; t++) {
    const v = (yMax * t) / 4;
    parts.push(
      `<line x1="${left}" x2="${left + plotW}" y1="${y(v)}" y2="${y(v)}" stroke="#e2e8f0"/>`,
      `<text x="${left - 8}" y="${y(v) + 4}" text-anchor="end" fill="#475569">${round(v)}</text>`,
    );
  }
  parts.push(
    `<text x="14" y="${top + plotH / 2}" transform="rotate(-90 14 ${top + plotH / 2})" text-anchor="middle" fill="#475569">${xml(unit)}</text>`,
  );
  xLabels.forEach((label, i) => {
    parts.push(
      `<text x="${x(i)}" y="${top + plotH + 20}" text-anchor="middle" fill="#475569">${xml(label)}</text>`,
    );
  });
  if (goal) {
    parts.push(
      `<line x1="${left}" x2="${left + plotW}" y1="${y(goal.value)}" y2="${y(goal.value)}" stroke="#dc2626" stroke-dasharray="6 4"/>`,
      `<text x="${left + plotW + 8}" y="${y(goal.value) + 4}" fill="#dc2626">${xml(goal.label)}</text>`,
    );
  }
  series.forEach((s, n) => {
    const color = palette[n % palette.length];
    const points = s.values.map((v, i) => (Number.isFinite(v) ? [x(i), y(v)] : null)).filter(Boolean);
    if (points.length > 1) {
      parts.push(
        `<polyline fill="none" stroke="${color}" stroke-width="2" points="${points.map((p) => p.join(',')).join(' ')}"/>`,
      );
    }
    for (const [px, py] of points) parts.push(`<circle cx="${px}" cy="${py}" r="3.5" fill="${color}"/>`);
    const legendY = top + 8 + n * 18;
    parts.push(
      `<rect x="${left + plotW + 8}" y="${legendY - 9}" width="12" height="12" fill="${color}"/>`,
      `<text x="${left + plotW + 26}" y="${legendY + 1}">${xml(s.name)}</text>`,
    );
  });
  parts.push('</svg>');
  return `${parts.join('\n')}\n`;
}

function round(v) {
  return v >= 100 ? Math.round(v) : Math.round(v * 10) / 10;
}
