import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface SwitchProps {
  checked: boolean;
  /** The switch's accessible name (the words beside it are `children`). */
  label: string;
  /** Called with the state asked for; the caller changes `checked`. */
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /** A change is being saved: the switch waits (and is disabled). */
  busy?: boolean;
  /** Words shown beside the switch. */
  children?: ReactNode;
}

const Track = styled.button<{ $on: boolean }>`
  position: relative;
  width: 44px;
  height: 22px;
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $on }) => ($on ? theme.colors.primary : theme.colors.disabledText)};
  cursor: pointer;
  transition: background-color 0.15s;
  &::after {
    content: '';
    position: absolute;
    top: 2px;
    left: ${({ $on }) => ($on ? '24px' : '2px')};
    width: 18px;
    height: 18px;
    border-radius: 50%;
    background: #fff;
    transition: left 0.15s;
  }
  &:disabled {
    cursor: default;
  }
  &[aria-busy='true'] {
    cursor: wait;
    opacity: 0.7;
  }
`;

const Label = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/** An on/off switch (role="switch"), for settings that take effect at once. */
export function Switch({ checked, label, onChange, disabled, busy, children }: SwitchProps) {
  return (
    <Label>
      <Track
        type="button"
        role="switch"
        aria-checked={checked}
        aria-label={label}
        aria-busy={busy || undefined}
        $on={checked}
        disabled={disabled || busy}
        onClick={() => onChange(!checked)}
      />
      {children}
    </Label>
  );
}
