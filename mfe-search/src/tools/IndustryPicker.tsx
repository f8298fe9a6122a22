import { getErrorMessage, type Industry } from 'shared-api';
import { useIndustriesQuery } from '../api/classification-api';
import { Button } from 'shared-ui';
import styled from 'styled-components';

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Label = styled.span`
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textSecondary};
`;

export interface IndustryPickerProps {
  chosen: Industry | null;
  onChoose: (industry: Industry | null) => void;
}

/** The industry reference of /tool/goodsclass: an industry narrows the tree to its classes. */
export function IndustryPicker({ chosen, onChoose }: IndustryPickerProps) {
  const { data, error } = useIndustriesQuery();
  if (error) return <Hint role="alert">{getErrorMessage(error)}</Hint>;
  if (!data || data.length === 0) return null;
  return (
    <>
      <Box role="group" aria-label="行业参考">
        <Label>行业参考：</Label>
        <Button
          size="small"
          variant={chosen === null ? 'primary' : 'default'}
          aria-pressed={chosen === null}
          onClick={() => onChoose(null)}
        >
          全部行业
        </Button>
        {data.map((industry) => (
          <Button
            key={industry.hy}
            size="small"
            variant={chosen?.hy === industry.hy ? 'primary' : 'default'}
            aria-pressed={chosen?.hy === industry.hy}
            onClick={() => onChoose(chosen?.hy === industry.hy ? null : industry)}
          >
            {industry.hy}
          </Button>
        ))}
      </Box>
      {chosen && (
        <Hint>
          “{chosen.hy}”常用类别：
          {chosen.classIds.map((id) => `第${id}类`).join('、') || '—'}
          {chosen.groupCodes.length > 0 && `；常用类似群：${chosen.groupCodes.join('、')}`}
        </Hint>
      )}
    </>
  );
}
