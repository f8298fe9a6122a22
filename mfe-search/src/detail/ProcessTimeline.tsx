import type { DetailRow } from 'shared-api';
import styled from 'styled-components';

const Steps = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Step = styled.li`
  position: relative;
  display: flex;
  gap: ${({ theme }) => theme.space.lg};
  padding: 0 0 ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xl};
  border-left: 2px solid ${({ theme }) => theme.colors.borderLight};
  margin-left: 6px;

  &:last-child {
    border-left-color: transparent;
  }

  &::before {
    content: '';
    position: absolute;
    left: -7px;
    top: 4px;
    width: 12px;
    height: 12px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.surface};
    border: 2px solid ${({ theme }) => theme.colors.primary};
  }
`;

const When = styled.time`
  flex: none;
  width: 96px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The mark's process steps (TM_PROCESS), oldest first, as a timeline. */
export function ProcessTimeline({ steps }: { steps: DetailRow['TM_PROCESS'] }) {
  if (steps.length === 0) return <Empty>暂无流程信息</Empty>;
  return (
    <Steps aria-label="商标流程">
      {steps.map((step, index) => (
        <Step key={`${step.date}-${index}`}>
          <When dateTime={step.date}>{step.date}</When>
          <span>{step.step}</span>
        </Step>
      ))}
    </Steps>
  );
}
