import styled from 'styled-components';

export const Scroll = styled.div`
  overflow-x: auto;
  background: ${({ theme }) => theme.colors.surface};
`;

export const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  table-layout: auto;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export const Th = styled.th<{ $align: string }>`
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  background: ${({ theme }) => theme.colors.background};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textSecondary};
  font-weight: 500;
  text-align: ${({ $align }) => $align};
  white-space: nowrap;
`;

export const Td = styled.td<{ $align: string }>`
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.borderLight};
  text-align: ${({ $align }) => $align};
`;

export const Tr = styled.tr<{ $selected: boolean }>`
  background: ${({ theme, $selected }) => ($selected ? theme.colors.primarySoft : 'transparent')};
  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

export const EmptyCell = styled.td`
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg}`};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

export const CheckCell = styled.td`
  width: 48px;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.borderLight};
`;

export const CheckHead = styled.th`
  width: 48px;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  background: ${({ theme }) => theme.colors.background};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;
