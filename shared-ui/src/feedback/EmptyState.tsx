import type { ReactNode } from 'react';
import styled from 'styled-components';
import { messages } from '../messages';

export interface EmptyStateProps {
  text?: ReactNode;
  /** Actions under the text, e.g. a 'clear filters' button. */
  children?: ReactNode;
  className?: string;
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.xxl} 0`};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Text = styled.p`
  margin: 0;
`;

// Inline so the picture ships with the component and each remote needs no image loader for it.
function EmptyIllustration() {
  return (
    <svg width="120" height="90" viewBox="0 0 120 90" aria-hidden="true" focusable="false">
      <ellipse cx="60" cy="80" rx="46" ry="6" fill="#eef1f6" />
      <path d="M24 34 L40 14 H80 L96 34 V70 H24 Z" fill="#f6f8fb" stroke="#c9d2e0" />
      <path
        d="M24 34 H46 a14 8 0 0 0 28 0 H96 V70 H24 Z"
        fill="#fff"
        stroke="#c9d2e0"
        strokeLinejoin="round"
      />
      <circle cx="86" cy="20" r="9" fill="none" stroke="#1e5fd8" strokeWidth="3" />
      <path d="M92.5 26.5 L101 35" stroke="#1e5fd8" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** What a list or search shows when nothing matched (spec 3 §8: '未匹配到数据' and an image). */
export function EmptyState({
  text = messages.empty.noMatch,
  children,
  className,
}: EmptyStateProps) {
  return (
    <Box className={className}>
      <EmptyIllustration />
      <Text>{text}</Text>
      {children}
    </Box>
  );
}
