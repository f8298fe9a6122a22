import styled from 'styled-components';
import { parseClassCountName, type ClassCountItem } from 'shared-api';
import { formatCount } from './format-count';

export interface ClassCountChartProps {
  list: ClassCountItem[];
}

// 45 classes as three columns of 15 bars (fewer on narrow screens), read top to bottom.
const Bars = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  columns: 300px 3;
  column-gap: ${({ theme }) => theme.space.xl};
`;

const Bar = styled.li`
  display: grid;
  grid-template-columns: 7.5em 1fr 5.5em;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: 3px 0;
  break-inside: avoid;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Label = styled.span`
  overflow: hidden;
  color: ${({ theme }) => theme.colors.textSecondary};
  white-space: nowrap;
  text-overflow: ellipsis;
`;

const Code = styled.span`
  display: inline-block;
  width: 1.6em;
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;

const Track = styled.span`
  height: 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.borderLight};
  overflow: hidden;
`;

const Fill = styled.span`
  display: block;
  height: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.colors.primary};
`;

const Count = styled.span`
  color: ${({ theme }) => theme.colors.text};
  font-variant-numeric: tabular-nums;
  text-align: right;
`;

/** A class with marks always shows a sliver, however small beside the largest. */
const barWidth = (count: number, max: number) =>
  count > 0 ? `max(2px, ${(count / max) * 100}%)` : '0';

/**
 * Trademarks per class as horizontal bars on one scale (the largest class fills its track),
 * each labelled '01 化学原料' with its count. Plain markup, no chart library: it is a list,
 * so screen readers read every class and its count.
 */
export function ClassCountChart({ list }: ClassCountChartProps) {
  const max = Math.max(1, ...list.map((item) => item.id));
  return (
    <Bars aria-label="各类别商标数量">
      {list.map((item) => {
        const { code, label } = parseClassCountName(item.name);
        return (
          <Bar key={code} data-class={code}>
            <Label title={`第${code}类 ${label}`}>
              <Code>{code}</Code> {label}
            </Label>
            <Track aria-hidden="true">
              {/* Inline width: a styled prop would mint a CSS class per bar length. */}
              <Fill style={{ width: barWidth(item.id, max) }} />
            </Track>
            <Count>{formatCount(item.id)}</Count>
          </Bar>
        );
      })}
    </Bars>
  );
}
