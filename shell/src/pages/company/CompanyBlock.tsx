import type { ReactNode } from 'react';
import styled from 'styled-components';

const Block = styled.section`
  margin-bottom: ${({ theme }) => theme.space.xl};
  line-height: 1.9;
  color: ${({ theme }) => theme.colors.textSecondary};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.text};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
  ul,
  ol,
  dl {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    padding-left: ${({ theme }) => theme.space.xl};
  }
`;

/** One titled part of a company page's text. */
export function CompanyBlock({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Block>
      <h2>{title}</h2>
      {children}
    </Block>
  );
}
