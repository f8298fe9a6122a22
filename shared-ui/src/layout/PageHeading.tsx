import styled from 'styled-components';

/** The one h1 of a page. */
export const PageHeading = styled.h1`
  margin: ${({ theme }) => `${theme.space.xl} 0 ${theme.space.lg}`};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  line-height: ${({ theme }) => theme.lineHeights.heading};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;
