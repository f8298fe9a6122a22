import styled from 'styled-components';

export const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.lg} 0`};
  color: ${({ theme }) => theme.colors.textSecondary};
`;

export const PageButton = styled.button<{ $current?: boolean }>`
  min-width: 32px;
  height: 32px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid
    ${({ theme, $current }) => ($current ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $current }) => ($current ? theme.colors.primary : theme.colors.surface)};
  color: ${({ theme, $current }) => ($current ? '#fff' : theme.colors.text)};
  font: inherit;
  cursor: pointer;
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:disabled {
    color: ${({ theme }) => theme.colors.disabledText};
    cursor: not-allowed;
  }
`;

export const Ellipsis = styled(PageButton)`
  border-color: transparent;
  background: transparent;
  letter-spacing: 1px;
`;

export const JumpLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  white-space: nowrap;
`;

export const SizeBox = styled.div`
  width: 110px;
`;

export const JumpBox = styled.div`
  width: 56px;
`;
