import styled from 'styled-components';

export interface BarChartDatum {
  label: string;
  value: number;
}

export interface BarChartProps {
  data: readonly BarChartDatum[];
  /** the chart's accessible name, e.g. '各期近似商标数量' */
  title: string;
  height?: number;
}

const Figure = styled.figure`
  margin: 0;
  svg {
    display: block;
    width: 100%;
    overflow: visible;
  }
  rect {
    fill: ${({ theme }) => theme.colors.primary};
  }
  text {
    fill: ${({ theme }) => theme.colors.textSecondary};
    font-size: 11px;
  }
`;

// Each bar gets one slot of this many units; the SVG scales to its container's width.
const SLOT = 40;
const BAR = 24;
const LABEL_SPACE = 18;

/**
 * Vertical bars on one scale (the largest fills the height), each with its value above and its
 * label below. Plain SVG, no chart library; each bar carries a <title> and the figure an
 * aria-label, so the numbers are readable without the picture.
 */
export function BarChart({ data, title, height = 160 }: BarChartProps) {
  const max = Math.max(1, ...data.map((d) => d.value));
  const plot = height - 2 * LABEL_SPACE;
  const width = Math.max(SLOT, data.length * SLOT);
  return (
    <Figure aria-label={title} role="figure">
      <svg viewBox={`0 0 ${width} ${height}`} preserveAspectRatio="xMidYMid meet">
        {data.map((d, i) => {
          const barHeight = d.value > 0 ? Math.max(1, (d.value / max) * plot) : 0;
          const x = i * SLOT + (SLOT - BAR) / 2;
          const y = LABEL_SPACE + plot - barHeight;
          return (
            <g key={d.label} data-bar={d.label}>
              <title>{`${d.label}：${d.value}`}</title>
              <rect x={x} y={y} width={BAR} height={barHeight} />
              <text x={x + BAR / 2} y={y - 4} textAnchor="middle">
                {d.value}
              </text>
              <text x={x + BAR / 2} y={height - 4} textAnchor="middle">
                {d.label}
              </text>
            </g>
          );
        })}
      </svg>
    </Figure>
  );
}
