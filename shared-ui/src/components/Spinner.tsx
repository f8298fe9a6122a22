import styled, { keyframes } from 'styled-components';
import { messages } from '../messages';

export interface SpinnerProps {
  /** Diameter in pixels. */
  size?: number;
  /** Spoken text; pass `null` when the spinner sits inside something already marked busy. */
  label?: string | null;
  className?: string;
}

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  vertical-align: middle;
  animation: ${spin} 0.75s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2s;
  }
`;

/** A small rotating ring that inherits the text colour, so it fits on any button or panel. */
export function Spinner({ size = 16, label = messages.common.loading, className }: SpinnerProps) {
  if (label === null) return <Ring $size={size} className={className} aria-hidden="true" />;
  return <Ring $size={size} className={className} role="status" aria-label={label} />;
}
