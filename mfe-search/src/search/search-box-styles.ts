import styled from 'styled-components';

export const Panel = styled.section`
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.xl} ${theme.space.xl}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

export const Row = styled.form`
  display: flex;
  margin-top: ${({ theme }) => theme.space.lg};
  > button {
    height: 44px;
    padding: 0 ${({ theme }) => theme.space.xxl};
    border-radius: 0 ${({ theme }) => `${theme.radii.md} ${theme.radii.md}`} 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

export const Field = styled.div`
  position: relative;
  display: flex;
  flex: 1;
  align-items: center;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-right: none;
  border-radius: ${({ theme }) => `${theme.radii.md} 0 0 ${theme.radii.md}`};
  background: ${({ theme }) => theme.colors.surface};
  input {
    flex: 1;
    height: 40px;
    padding: 0 ${({ theme }) => theme.space.md};
    border: none;
    outline: none;
    background: transparent;
    font: inherit;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  input:read-only {
    cursor: default;
  }
`;

export const Extras = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
  &:empty {
    display: none;
  }
`;

export const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.warning};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
