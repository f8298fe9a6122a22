import styled from 'styled-components';
import { messages } from '../messages';

export interface ProgressBarProps {
  /** Percent; values outside 0-100 are clamped. */
  value: number;
  label?: string;
  /** Hide the '42%' text beside the bar. */
  hideText?: boolean;
  className?: string;
}

const Wrapper = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Track = styled.div`
  flex: 1;
  height: 8px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.borderLight};
`;

const Fill = styled.div`
  height: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.colors.primary};
  transition: width 0.3s;
`;

const Text = styled.span`
  min-width: 3em;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-align: right;
`;

export function clampPercent(value: number) {
  if (!Number.isFinite(value)) return 0;
  return Math.round(Math.min(100, Math.max(0, value)));
}

/** Progress of a long job (an export, a download) as a bar with its percentage. */
export function ProgressBar({
  value,
  label = messages.progress.label,
  hideText = false,
  className,
}: ProgressBarProps) {
  const percent = clampPercent(value);
  return (
    <Wrapper className={className}>
      <Track
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        {/* Inline width: a styled prop would mint a new CSS class for every percent. */}
        <Fill style={{ width: `${percent}%` }} />
      </Track>
      {!hideText && <Text aria-hidden="true">{percent}%</Text>}
    </Wrapper>
  );
}
