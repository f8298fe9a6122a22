import type { ButtonHTMLAttributes } from 'react';
import styled, { css, type DefaultTheme } from 'styled-components';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'default' | 'link' | 'danger';
export type ButtonSize = 'small' | 'middle' | 'large';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and blocks clicks, so a slow request cannot be sent twice. */
  loading?: boolean;
  /** Full width of its container. */
  block?: boolean;
}

const sizes: Record<ButtonSize, (t: DefaultTheme) => ReturnType<typeof css>> = {
  small: (t) => css`
    height: 24px;
    padding: 0 ${t.space.sm};
    font-size: ${t.fontSizes.xs};
  `,
  middle: (t) => css`
    height: 32px;
    padding: 0 ${t.space.lg};
    font-size: ${t.fontSizes.md};
  `,
  large: (t) => css`
    height: 40px;
    padding: 0 ${t.space.xl};
    font-size: ${t.fontSizes.lg};
  `,
};

const variants: Record<ButtonVariant, (t: DefaultTheme) => ReturnType<typeof css>> = {
  primary: (t) => css`
    color: #fff;
    background: ${t.colors.primary};
    border-color: ${t.colors.primary};
    &:hover:not(:disabled) {
      background: ${t.colors.primaryHover};
      border-color: ${t.colors.primaryHover};
    }
    &:active:not(:disabled) {
      background: ${t.colors.primaryActive};
    }
  `,
  default: (t) => css`
    color: ${t.colors.text};
    background: ${t.colors.surface};
    border-color: ${t.colors.border};
    &:hover:not(:disabled) {
      color: ${t.colors.primary};
      border-color: ${t.colors.primary};
    }
  `,
  link: (t) => css`
    color: ${t.colors.primary};
    background: transparent;
    border-color: transparent;
    padding-left: 0;
    padding-right: 0;
    &:hover:not(:disabled) {
      color: ${t.colors.primaryHover};
      text-decoration: underline;
    }
  `,
  danger: (t) => css`
    color: #fff;
    background: ${t.colors.danger};
    border-color: ${t.colors.danger};
    &:hover:not(:disabled) {
      background: ${t.colors.dangerHover};
      border-color: ${t.colors.dangerHover};
    }
  `,
};

const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $block: boolean }>`
  display: ${({ $block }) => ($block ? 'flex' : 'inline-flex')};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-family: inherit;
  line-height: 1;
  white-space: nowrap;
  cursor: pointer;
  transition:
    background-color 0.15s,
    border-color 0.15s,
    color 0.15s;
  ${({ theme, $size }) => sizes[$size](theme)}
  ${({ theme, $variant }) => variants[$variant](theme)}

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

/**
 * The portal's button. `type` defaults to "button" because most buttons here sit inside forms
 * and must not submit them by accident; pass `type="submit"` where submitting is meant.
 */
export function Button({
  variant = 'default',
  size = 'middle',
  loading = false,
  block = false,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      {...rest}
      type={type}
      $variant={variant}
      $size={size}
      $block={block}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading && <Spinner size={14} label={null} />}
      {children}
    </StyledButton>
  );
}
