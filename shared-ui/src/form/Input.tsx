import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { fieldStyles } from './fieldStyles';

export interface InputProps extends ComponentPropsWithRef<'input'> {
  /** Marks the field wrong (red border, aria-invalid); same as passing aria-invalid. */
  invalid?: boolean;
}

const StyledInput = styled.input`
  ${fieldStyles}
`;

/** A text input; every native input attribute passes through, including `ref`. */
export function Input({ invalid, ...rest }: InputProps) {
  return <StyledInput aria-invalid={invalid || undefined} {...rest} />;
}
