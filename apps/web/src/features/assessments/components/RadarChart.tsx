export interface RadarAxis {
  key: string;
  label: string;
  value: number;
  max: number;
}

interface RadarChartProps {
  axes: RadarAxis[];
  title: string;
  /** Earlier values on the same axes (the previous assessment), drawn dashed. */
  previous?: Record<string, number> | undefined;
  previousLabel?: string;
}

const WIDTH = 440;
const HEIGHT = 330;
const CX = WIDTH / 2;
const CY = HEIGHT / 2;
const RADIUS = 90;
const RINGS = [0.25, 0.5, 0.75, 1];

function point(index: number, count: number, share: number): [number, number] {
  // First axis straight up, then clockwise.
  const angle = -Math.PI / 2 + (index * 2 * Math.PI) / count;
  return [CX + Math.cos(angle) * RADIUS * share, CY + Math.sin(angle) * RADIUS * share];
}

/** Axis labels wrap: words up to ~14 characters a line, Chinese 6 characters a line, at most 4 lines. */
export function wrapLabel(label: string): string[] {
  const lines: string[] = [];
  if (/\s/.test(label)) {
    for (const word of label.split(/\s+/)) {
      const last = lines.at(-1);
      if (last !== undefined && `${last} ${word}`.length <= 14) lines[lines.length - 1] = `${last} ${word}`;
      else lines.push(word);
    }
  } else {
    for (let i = 0; i < label.length; i += 6) lines.push(label.slice(i, i + 6));
  }
  if (lines.length <= 4) return lines;
  return [...lines.slice(0, 3), `${lines[3]}…`];
}

const share = (value: number, max: number) => (max > 0 ? Math.max(0, Math.min(1, value / max)) : 0);
const polygon = (points: Array<[number, number]>) =>
  points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ');

/**
 * A small hand-written SVG radar of the part scores (each as a share of its maximum). Every axis is
 * labelled with its score, and the values are also in the table beside it: colour is never the only signal.
 */
export function RadarChart({ axes, title, previous, previousLabel }: RadarChartProps) {
  if (axes.length < 3) return null;
  const count = axes.length;
  const current = axes.map((a, i) => point(i, count, share(a.value, a.max)));
  const before = previous
    ? axes.map((a, i) => point(i, count, share(previous[a.key] ?? 0, a.max)))
    : undefined;
  return (
    <svg
      className="as-radar"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={title}
      data-testid="radar-chart"
    >
      <title>{title}</title>
      {RINGS.map((ring) => (
        <polygon
          key={ring}
          points={polygon(axes.map((_, i) => point(i, count, ring)))}
          className="as-radar__ring"
        />
      ))}
      {axes.map((a, i) => {
        const [x, y] = point(i, count, 1);
        return <line key={a.key} x1={CX} y1={CY} x2={x} y2={y} className="as-radar__axis" />;
      })}
      {before && (
        <polygon points={polygon(before)} className="as-radar__previous">
          <title>{previousLabel}</title>
        </polygon>
      )}
      <polygon points={polygon(current)} className="as-radar__value" />
      {current.map(([x, y], i) => (
        <circle key={axes[i]?.key} cx={x} cy={y} r={4} className="as-radar__dot" />
      ))}
      {axes.map((a, i) => {
        const [x, y] = point(i, count, 1.12);
        const anchor = Math.abs(x - CX) < 8 ? 'middle' : x > CX ? 'start' : 'end';
        const lines = wrapLabel(a.label);
        const height = (lines.length + 1) * 15;
        // Labels above the centre grow upwards, the others downwards, so none covers the chart.
        const top = y < CY - 8 ? y - height : y < CY + 8 ? y - height / 2 : y + 2;
        return (
          <text key={a.key} x={x} y={top} textAnchor={anchor} className="as-radar__label">
            {lines.map((line, n) => (
              <tspan key={line} x={x} dy={n === 0 ? '0.9em' : '1.15em'}>
                {line}
              </tspan>
            ))}
            <tspan x={x} dy="1.15em" className="as-radar__score">
              {a.value}/{a.max}
            </tspan>
          </text>
        );
      })}
    </svg>
  );
}
