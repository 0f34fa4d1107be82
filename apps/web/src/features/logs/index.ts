/** What other features may use of the logs feature: the line chart (live monitoring draws with it too). */
export type { ChartPoint } from './chart/uplotChart.ts';
export { LineChartView } from './components/LineChartView.tsx';
export { numericValue } from './format.ts';
