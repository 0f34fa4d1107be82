import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import './chart.css';
import { timeAxisLabels } from './timeLabels.ts';

/**
 * The only module that touches uPlot: screens load it with a dynamic import, so the chart library (and its
 * stylesheet, imported here) lands in its own chunk and never in the first load
 * (docs/architecture.md "Versions"). uPlot sets sizes through the DOM, which the strict CSP allows.
 */
/** Seconds shown either side of a chart's only point. */
const LONE_POINT_SPAN_S = 30 * 60;

export interface ChartPoint {
  /** Milliseconds since the epoch. */
  t: number;
  v: number | null;
  min?: number | undefined;
  max?: number | undefined;
}

export interface LineChart {
  setData(points: readonly ChartPoint[]): void;
  setWidth(width: number): void;
  destroy(): void;
}

function cssColour(el: HTMLElement, name: string, fallback: string): string {
  return getComputedStyle(el).getPropertyValue(name).trim() || fallback;
}

export function createLineChart(
  el: HTMLElement,
  options: {
    label: string;
    /** The app's language: the time axis is labelled in it. */
    locale: string;
    width: number;
    height: number;
    area?: boolean;
    band?: boolean;
  },
): LineChart {
  const line = cssColour(el, '--ll-color-primary', '#1565c0');
  const soft = cssColour(el, '--ll-color-primary-soft', 'rgba(21,101,192,0.15)');
  const text = cssColour(el, '--ll-color-text-secondary', '#555');
  const grid = cssColour(el, '--ll-color-border', '#ddd');
  // Axis text follows the page's text size (elder mode makes it larger); the value axis widens to fit
  // its longest label, so large readings (a meter at 500,025 kWh) are not cut off.
  const fontPx = Math.max(12, Math.round((Number.parseFloat(getComputedStyle(el).fontSize) || 16) * 0.8));
  const font = `${fontPx}px ${getComputedStyle(el).fontFamily || 'sans-serif'}`;
  const axis = { stroke: text, font, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid } };
  const valueAxisSize = (_u: uPlot, values: string[] | null) =>
    Math.ceil(Math.max(3, ...(values ?? []).map((v) => v.length)) * fontPx * 0.62) + 16;
  const timeLabels = timeAxisLabels(options.locale);
  const series: uPlot.Series[] = [
    {},
    { label: options.label, stroke: line, width: 2, ...(options.area && { fill: soft }), spanGaps: true },
  ];
  if (options.band) {
    // The range an aggregated point summarises, drawn thin and dashed so the average stays the line.
    series.push({ label: 'min', stroke: text, width: 1, dash: [4, 4], spanGaps: true });
    series.push({ label: 'max', stroke: text, width: 1, dash: [4, 4], spanGaps: true });
  }
  const plot = new uPlot(
    {
      width: options.width,
      height: options.height,
      series,
      // The time axis has two label lines (time, then date): room for both at any text size.
      axes: [
        {
          ...axis,
          size: Math.ceil(fontPx * 2.6) + 20,
          values: (_u, splits, _axis, _space, increment) => timeLabels(splits, increment),
        },
        { ...axis, size: valueAxisSize },
      ],
      legend: { show: false },
      cursor: { drag: { x: false, y: false } },
      scales: {
        x: {
          time: true,
          // One point alone: half an hour either side of it. uPlot's own answer is the point plus 86,400 s
          // divided by its time unit: years, on a seconds axis.
          range: (u, min, max) => {
            const xs = u.data[0];
            const only = xs?.length === 1 ? xs[0] : undefined;
            return only == null ? [min, max] : [only - LONE_POINT_SPAN_S, only + LONE_POINT_SPAN_S];
          },
        },
      },
    },
    toData([], !!options.band),
    el,
  );
  return {
    setData: (points) => plot.setData(toData(points, !!options.band)),
    setWidth: (width) => plot.setSize({ width, height: options.height }),
    destroy: () => plot.destroy(),
  };
}

function toData(points: readonly ChartPoint[], band: boolean): uPlot.AlignedData {
  const xs = points.map((p) => p.t / 1000);
  const ys = points.map((p) => p.v);
  if (!band) return [xs, ys];
  return [xs, ys, points.map((p) => p.min ?? p.v), points.map((p) => p.max ?? p.v)];
}
