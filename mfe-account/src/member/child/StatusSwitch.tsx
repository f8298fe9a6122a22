import { accountMessages, type Child } from 'shared-api';
import { useSetChildStatusMutation } from '../../api/children-api';
import { toast } from 'shared-ui';
import styled from 'styled-components';
import { memberTexts } from '../texts';

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
    cursor: wait;
    opacity: 0.7;
  }
`;

const Label = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

interface StatusSwitchProps {
  child: Child;
}

/**
 * The enabled/disabled switch (spec 3 §4 'Sub-account'). The card shows the new state at once
 * (the mutation updates the cached list) and goes back to the old one if the server refuses.
 */
export function StatusSwitch({ child }: StatusSwitchProps) {
  const [setStatus, { isLoading }] = useSetChildStatusMutation();
  const on = child.status === '1';

  const toggle = async () => {
    try {
      await setStatus({ id: child.id, status: on ? '0' : '1' }).unwrap();
    } catch {
      toast.error(accountMessages.updateFailed);
    }
  };

  return (
    <Label>
      <Track
        type="button"
        role="switch"
        aria-checked={on}
        aria-label={`${child.name} 启用状态`}
        $on={on}
        disabled={isLoading}
        onClick={toggle}
      />
      <span>{on ? memberTexts.enabled : memberTexts.disabled}</span>
    </Label>
  );
}
