import type { ReactNode } from 'react';
import styled from 'styled-components';

const Group = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  border: none;
  legend {
    margin-bottom: ${({ theme }) => theme.space.sm};
    padding: 0;
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

const Choice = styled.label<{ $checked: boolean; $disabled: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border: 1px solid
    ${({ theme, $checked }) => ($checked ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.primarySoft : 'transparent')};
  color: ${({ theme, $disabled }) => ($disabled ? theme.colors.disabledText : 'inherit')};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
`;

export interface ChoiceOption<K extends string | number> {
  value: K;
  label: ReactNode;
  disabled?: boolean;
}

interface ChoiceGroupProps<K extends string | number> {
  legend: string;
  name: string;
  options: readonly ChoiceOption<K>[];
  value: K | undefined;
  onChange: (value: K) => void;
}

/** Radio buttons drawn as boxes: levels, years, wallets. Native radios keep the keyboard. */
export function ChoiceGroup<K extends string | number>({
  legend,
  name,
  options,
  value,
  onChange,
}: ChoiceGroupProps<K>) {
  return (
    <Group>
      <legend>{legend}</legend>
      {options.map((option) => (
        <Choice
          key={option.value}
          $checked={option.value === value}
          $disabled={Boolean(option.disabled)}
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={option.value === value}
            disabled={option.disabled}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </Choice>
      ))}
    </Group>
  );
}
