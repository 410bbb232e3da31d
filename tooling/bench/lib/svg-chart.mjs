// A small SVG line chart of build time and peak memory against the number of pages, for bench:scale.

const WIDTH = 360;
const HEIGHT = 240;
const MARGIN = { top: 36, right: 20, bottom: 44, left: 56 };

/**
 * @typedef {{ x: number; y: number }} Point
 * @typedef {{ name: string; color: string; points: Point[] }} Series
 */

/** @param {unknown} text */
function escapeXml(text) {
  return String(text)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/**
 * Axis maximum: a round number (1, 2, 2.5 or 5 times a power of ten) at or above `value`.
 * @param {number} value
 * @returns {number}
 */
export function niceMax(value) {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return [1, 2, 2.5, 5].map((step) => step * power).find((candidate) => candidate >= value) ?? 10 * power;
}

/** @param {number} value */
function formatTick(value) {
  return Number.isInteger(value) ? value.toLocaleString('en-US') : value.toFixed(1);
}

/**
 * @param {Point[]} points
 * @param {string} color
 * @param {(x: number) => number} toX
 * @param {(y: number) => number} toY
 */
function polyline(points, color, toX, toY) {
  const coordinates = points.map((point) => `${toX(point.x).toFixed(1)},${toY(point.y).toFixed(1)}`).join(' ');
  return [
    `<polyline fill="none" stroke="${color}" stroke-width="2" points="${coordinates}"/>`,
    ...points.map((point) => {
      const label = escapeXml(`${formatTick(point.x)}: ${formatTick(point.y)}`);
      const circle = `<circle cx="${toX(point.x).toFixed(1)}" cy="${toY(point.y).toFixed(1)}" r="3" fill="${color}">`;
      return `${circle}<title>${label}</title></circle>`;
    }),
  ];
}

/**
 * One panel: a polyline per series (`{ name, color, points: [{ x, y }] }`) from 0 to rounded maxima, four
 * ticks per axis, and a legend when there is more than one series.
 * @param {{ title: string; xLabel: string; yLabel: string; series: Series[]; offsetX: number }} options
 */
function panel({ title, xLabel, yLabel, series, offsetX }) {
  const plotWidth = WIDTH - MARGIN.left - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const points = series.flatMap((line) => line.points);
  const maxX = niceMax(Math.max(...points.map((point) => point.x)));
  const maxY = niceMax(Math.max(...points.map((point) => point.y)));
  const toX = (/** @type {number} */ x) => offsetX + MARGIN.left + (x / maxX) * plotWidth;
  const toY = (/** @type {number} */ y) => MARGIN.top + plotHeight - (y / maxY) * plotHeight;
  const ticks = [0, 0.25, 0.5, 0.75, 1];
  const parts = [
    `<text x="${offsetX + WIDTH / 2}" y="20" text-anchor="middle" font-weight="bold">${escapeXml(title)}</text>`,
    `<line x1="${toX(0)}" y1="${toY(0)}" x2="${toX(maxX)}" y2="${toY(0)}" stroke="#555"/>`,
    `<line x1="${toX(0)}" y1="${toY(0)}" x2="${toX(0)}" y2="${toY(maxY)}" stroke="#555"/>`,
    ...ticks.map(
      (tick) =>
        `<text x="${toX(tick * maxX)}" y="${toY(0) + 16}" text-anchor="middle">${formatTick(tick * maxX)}</text>`,
    ),
    ...ticks.map(
      (tick) =>
        `<text x="${toX(0) - 6}" y="${toY(tick * maxY) + 4}" text-anchor="end">${formatTick(tick * maxY)}</text>`,
    ),
    `<text x="${offsetX + MARGIN.left + plotWidth / 2}" y="${HEIGHT - 8}" text-anchor="middle">${escapeXml(xLabel)}</text>`,
    `<text transform="translate(${offsetX + 14} ${MARGIN.top + plotHeight / 2}) rotate(-90)" text-anchor="middle">${escapeXml(yLabel)}</text>`,
    ...series.flatMap((line) => polyline(line.points, line.color, toX, toY)),
    ...(series.length > 1
      ? series.map(
          (line, index) =>
            `<text x="${toX(0) + 8}" y="${MARGIN.top + 4 + index * 14}" fill="${line.color}">${escapeXml(line.name)}</text>`,
        )
      : []),
  ];
  return parts.join('\n  ');
}

/**
 * Two panels side by side: wall and CPU seconds, and megabytes, against pages.
 * @param {{ pages: number; seconds: number; cpuSeconds: number; rssMegabytes: number }[]} rows
 * @param {{ title: string }} options
 */
export function scaleChartSvg(rows, { title }) {
  const sorted = [...rows].sort((a, b) => a.pages - b.pages);
  /** @type {(name: string, color: string, field: 'seconds' | 'cpuSeconds' | 'rssMegabytes') => Series} */
  const line = (name, color, field) => ({
    name,
    color,
    points: sorted.map((row) => ({ x: row.pages, y: row[field] })),
  });
  const timePanel = panel({
    title: 'Cold build time',
    xLabel: 'pages',
    yLabel: 'seconds',
    series: [line('wall time', '#1f6feb', 'seconds'), line('CPU time', '#6a737d', 'cpuSeconds')],
    offsetX: 0,
  });
  const rssPanel = panel({
    title: 'Peak RSS',
    xLabel: 'pages',
    yLabel: 'MB',
    series: [line('peak RSS', '#b35900', 'rssMegabytes')],
    offsetX: WIDTH,
  });
  const size = `width="${WIDTH * 2}" height="${HEIGHT + 24}" viewBox="0 0 ${WIDTH * 2} ${HEIGHT + 24}"`;
  return `<svg xmlns="http://www.w3.org/2000/svg" ${size} font-family="sans-serif" font-size="11">
  <title>${escapeXml(title)}</title>
  <rect width="100%" height="100%" fill="#fff"/>
  ${timePanel}
  ${rssPanel}
  <text x="${WIDTH}" y="${HEIGHT + 18}" text-anchor="middle">${escapeXml(title)}</text>
</svg>
`;
}
