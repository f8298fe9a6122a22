import styled from 'styled-components';

export const FilterRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border-bottom: 1px dashed ${({ theme }) => theme.colors.borderLight};
  &:last-child {
    border-bottom: none;
  }
`;

export const FilterLabel = styled.span`
  flex: none;
  width: 88px;
  padding-top: 2px;
  color: ${({ theme }) => theme.colors.textSecondary};
`;

export const Options = styled.div`
  display: flex;
  flex: 1;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
`;

export const OptionButton = styled.button<{ $active?: boolean }>`
  padding: 2px ${({ theme }) => theme.space.xs};
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $active }) => ($active ? theme.colors.primary : 'none')};
  color: ${({ theme, $active }) => ($active ? '#fff' : theme.colors.text)};
  font: inherit;
  cursor: pointer;
  &:hover {
    color: ${({ theme, $active }) => ($active ? '#fff' : theme.colors.primary)};
  }
`;

export const Count = styled.span`
  margin-left: 2px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

export const RowActions = styled.div`
  display: flex;
  flex: none;
  gap: ${({ theme }) => theme.space.sm};
`;
