import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { fieldStyles } from './fieldStyles';

export interface SelectOption {
  value: string | number;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<
  ComponentPropsWithRef<'select'>,
  'onChange' | 'value' | 'defaultValue'
> {
  options: SelectOption[];
  value?: string | number;
  defaultValue?: string | number;
  /** Receives the option's value as a string, as the DOM gives it. */
  onChange?: (value: string) => void;
  /** A first empty option, for filters where 'nothing chosen' is a valid state. */
  placeholder?: string;
  invalid?: boolean;
}

const StyledSelect = styled.select`
  ${fieldStyles}
  padding-right: ${({ theme }) => theme.space.xl};
  cursor: pointer;
`;

/** A native select: it keeps the platform's keyboard and screen-reader behaviour for free. */
export function Select({ options, onChange, placeholder, invalid, ...rest }: SelectProps) {
  return (
    <StyledSelect
      aria-invalid={invalid || undefined}
      {...rest}
      onChange={(event) => onChange?.(event.target.value)}
    >
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </option>
      ))}
    </StyledSelect>
  );
}
