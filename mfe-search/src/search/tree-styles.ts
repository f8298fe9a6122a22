import styled from 'styled-components';

export const TreeList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.xl};
    list-style: none;
  }
`;

export const TreeRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 28px;
`;

export const Toggle = styled.button`
  width: 20px;
  height: 20px;
  padding: 0;
  border: none;
  background: none;
  color: ${({ theme }) => theme.colors.textSecondary};
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export const Spacer = styled.span`
  display: inline-block;
  width: 20px;
`;

export const ItemText = styled.span`
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Muted = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
