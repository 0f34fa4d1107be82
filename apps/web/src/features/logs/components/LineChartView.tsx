import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartPoint, LineChart } from '../chart/uplotChart.ts';

const CHART_HEIGHT = 180;

/**
 * A line chart drawn by uPlot, loaded on first use (dynamic import: never in the initial bundle). The
 * caller gives the text alternative (`summary`); colour is never the only signal.
 */
export function LineChartView({
  label,
  summary,
  points,
  area = false,
  band = false,
  testId,
}: {
  label: string;
  summary: string;
  points: readonly ChartPoint[];
  area?: boolean;
  band?: boolean;
  testId: string;
}) {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<LineChart | undefined>(undefined);
  const latest = useRef(points);
  latest.current = points;

  useEffect(() => {
    let cancelled = false;
    let observer: ResizeObserver | undefined;
    void import('../chart/uplotChart.ts').then(({ createLineChart }) => {
      const el = box.current;
      if (cancelled || !el) return;
      chart.current = createLineChart(el, {
        label,
        locale,
        width: el.clientWidth || 300,
        height: CHART_HEIGHT,
        area,
        band,
      });
      chart.current.setData(latest.current);
      el.dataset.ready = 'true';
      if (typeof ResizeObserver !== 'undefined') {
        observer = new ResizeObserver(() => chart.current?.setWidth(el.clientWidth));
        observer.observe(el);
      }
    });
    return () => {
      cancelled = true;
      observer?.disconnect();
      chart.current?.destroy();
      chart.current = undefined;
    };
  }, [label, locale, area, band]);

  useEffect(() => {
    chart.current?.setData(points);
  }, [points]);

  return (
    <div
      ref={box}
      className="lg-plot"
      role="img"
      aria-label={`${label}: ${summary}`}
      data-testid={testId}
      data-points={points.length}
    />
  );
}
