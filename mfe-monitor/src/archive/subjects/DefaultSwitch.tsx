import styled from 'styled-components';
import { archiveMessages, type Subject } from 'shared-api';
import { toast } from 'shared-ui';
import { useSetDefaultSubjectMutation } from '../../api/archive-api';
import { archiveTexts } from '../archive-texts';

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
`;

const Label = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textSecondary};
`;

/**
 * The default switch of a card (spec 2 §4): switching one on makes it the default and the
 * server clears the others; the default itself cannot be switched off (there is always one,
 * the archive without an id shows it). Failure: 设置默认失败！.
 */
export function DefaultSwitch({ subject }: { subject: Subject }) {
  const [setDefault, { isLoading }] = useSetDefaultSubjectMutation();
  const on = subject.isDefault === 1;
  const switchOn = async () => {
    const result = await setDefault(subject.id);
    if ('error' in result) toast.error(archiveMessages.defaultFailed);
  };
  return (
    <Label>
      <Track
        type="button"
        role="switch"
        aria-checked={on}
        aria-label={archiveTexts.setDefault(subject.monitorValue)}
        $on={on}
        disabled={on || isLoading}
        onClick={switchOn}
      />
      {archiveTexts.defaultSubject}
    </Label>
  );
}
