import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

export interface SectionProps {
  title?: ReactNode;
  /** Actions shown at the right of the title (a link, a button). */
  extra?: ReactNode;
  children?: ReactNode;
  className?: string;
}

const Box = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  padding: ${({ theme }) => theme.space.xl};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 600;
`;

/** A white card with an optional h2; the title names the region for screen readers. */
export function Section({ title, extra, children, className }: SectionProps) {
  const titleId = useId();
  return (
    <Box className={className} aria-labelledby={title ? titleId : undefined}>
      {(title || extra) && (
        <Header>
          {title && <Title id={titleId}>{title}</Title>}
          {extra}
        </Header>
      )}
      {children}
    </Box>
  );
}
