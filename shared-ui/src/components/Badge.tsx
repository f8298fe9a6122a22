import type { ReactNode } from 'react';
import styled from 'styled-components';
import { messages } from '../messages';

/**
 * Text of a counter badge: never negative (a counter that was decremented past zero shows 0),
 * whole numbers only, and `{max}+` above the cap (spec 1 §7: '99+' over 99).
 */
export function formatBadgeCount(count: number, max = 99): string {
  const n = Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0;
  if (n > max) return max === 99 ? messages.badge.overflow : `${max}+`;
  return String(n);
}

export interface BadgeProps {
  count: number;
  /** A zero count is hidden unless asked for, so an empty inbox does not draw the eye. */
  showZero?: boolean;
  max?: number;
  /** What the badge sits on (an icon, a link); without it the badge renders inline. */
  children?: ReactNode;
  /** Spoken description, e.g. '未读消息'; the count is appended. */
  label?: string;
  className?: string;
}

const Wrapper = styled.span`
  position: relative;
  display: inline-flex;
`;

const Count = styled.sup<{ $floating: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.danger};
  color: #fff;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 18px;
  white-space: nowrap;
  vertical-align: top;
  ${({ $floating }) =>
    $floating &&
    `position: absolute;
    top: 0;
    right: 0;
    transform: translate(50%, -50%);`}
`;

export function Badge({
  count,
  showZero = false,
  max = 99,
  children,
  label,
  className,
}: BadgeProps) {
  const text = formatBadgeCount(count, max);
  const visible = text !== '0' || showZero;
  const badge = visible ? (
    <Count
      $floating={children !== undefined}
      className={className}
      aria-label={label ? `${label} ${text}` : undefined}
    >
      {text}
    </Count>
  ) : null;
  if (children === undefined) return badge;
  return (
    <Wrapper>
      {children}
      {badge}
    </Wrapper>
  );
}
