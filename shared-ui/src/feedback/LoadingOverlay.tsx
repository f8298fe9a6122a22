import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Spinner } from '../components/Spinner';
import { messages } from '../messages';

export interface LoadingOverlayProps {
  /** Shown by default, so `<LoadingOverlay />` alone is a loading screen. */
  loading?: boolean;
  /** Content that stays in place (dimmed) under the overlay, so the layout does not jump. */
  children?: ReactNode;
  /** Covers the whole window (the shell's request overlay); the default when there are no children. */
  fullscreen?: boolean;
  text?: string;
}

const Wrapper = styled.div`
  position: relative;
`;

const Cover = styled.div<{ $fullscreen: boolean }>`
  position: ${({ $fullscreen }) => ($fullscreen ? 'fixed' : 'absolute')};
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  background: rgba(255, 255, 255, 0.7);
  color: ${({ theme }) => theme.colors.primary};
`;

/** A translucent cover with a spinner over content that is being (re)loaded. */
export function LoadingOverlay({
  loading = true,
  children,
  fullscreen = children === undefined,
  text = messages.common.loading,
}: LoadingOverlayProps) {
  const cover = loading ? (
    <Cover $fullscreen={fullscreen}>
      <Spinner size={28} label={text} />
      <span aria-hidden="true">{text}</span>
    </Cover>
  ) : null;
  if (fullscreen) return cover;
  return (
    <Wrapper aria-busy={loading || undefined}>
      {children}
      {cover}
    </Wrapper>
  );
}
