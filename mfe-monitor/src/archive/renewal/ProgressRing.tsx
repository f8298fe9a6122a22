import { useTheme } from 'styled-components';

const SIZE = 36;
const STROKE = 4;
const RADIUS = (SIZE - STROKE) / 2;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

export type RingTone = 'notYet' | 'renewal' | 'grace' | 'overdue';

/**
 * A small progress ring (spec 2 §4): the share of the period left, drawn clockwise from the
 * top. Its text alternative is the remaining-days wording beside it, so the ring itself is
 * announced as a progress value only.
 */
export function ProgressRing({
  share,
  tone,
  label,
}: {
  /** 0…1 */
  share: number;
  tone: RingTone;
  label: string;
}) {
  const theme = useTheme();
  const colour =
    tone === 'notYet'
      ? theme.colors.textMuted
      : tone === 'renewal'
        ? theme.colors.primary
        : tone === 'grace'
          ? theme.colors.warning
          : theme.colors.danger;
  const percent = Math.round(share * 100);
  return (
    <svg
      width={SIZE}
      height={SIZE}
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      data-tone={tone}
    >
      <circle
        cx={SIZE / 2}
        cy={SIZE / 2}
        r={RADIUS}
        fill="none"
        stroke={theme.colors.borderLight}
        strokeWidth={STROKE}
      />
      <circle
        cx={SIZE / 2}
        cy={SIZE / 2}
        r={RADIUS}
        fill="none"
        stroke={colour}
        strokeWidth={STROKE}
        strokeLinecap="round"
        strokeDasharray={`${CIRCUMFERENCE * share} ${CIRCUMFERENCE}`}
        transform={`rotate(-90 ${SIZE / 2} ${SIZE / 2})`}
      />
    </svg>
  );
}
