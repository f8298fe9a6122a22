import styled from 'styled-components';

const Reasons = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const Grade = styled.strong`
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

const Tag = styled.span`
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.colors.primarySoft};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  white-space: nowrap;
`;

export interface MatchReasonsProps {
  /** e.g. 相同, 高度近似, 近似 */
  grade: string;
  /** e.g. ['读音相同', '字形近似'] */
  reasons: readonly string[];
}

/**
 * Why a similarity hit matched: its grade and the reasons as small tags. Search results and
 * monitoring matches come from the same similarity engine, so they show them the same way.
 */
export function MatchReasons({ grade, reasons }: MatchReasonsProps) {
  return (
    <Reasons>
      <Grade>{grade}</Grade>
      {reasons.map((reason) => (
        <Tag key={reason}>{reason}</Tag>
      ))}
    </Reasons>
  );
}
