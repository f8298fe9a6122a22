import type { InputHTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';

export interface CheckboxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'onChange' | 'children'
> {
  /** Receives the new checked state. */
  onChange?: (checked: boolean) => void;
  /** 'Some but not all' state of a check-all box; it is a DOM property, not an attribute. */
  indeterminate?: boolean;
  children?: ReactNode;
}

const Label = styled.label<{ $disabled: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  color: ${({ theme, $disabled }) => ($disabled ? theme.colors.disabledText : 'inherit')};
  user-select: none;
`;

const Box = styled.input`
  width: 14px;
  height: 14px;
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: inherit;
`;

/** A native checkbox with its label; clicking the text toggles it. */
export function Checkbox({
  onChange,
  indeterminate = false,
  children,
  disabled = false,
  className,
  ...rest
}: CheckboxProps) {
  return (
    <Label $disabled={disabled} className={className}>
      <Box
        {...rest}
        type="checkbox"
        disabled={disabled}
        ref={(el) => {
          if (el) el.indeterminate = indeterminate;
        }}
        onChange={(event) => onChange?.(event.target.checked)}
      />
      {children}
    </Label>
  );
}
