import styled from 'styled-components';
import { archiveMessages, type Subject } from 'shared-api';
import { Switch, toast } from 'shared-ui';
import { useSetDefaultSubjectMutation } from '../../api/archive-api';
import { archiveTexts } from '../archive-texts';

const Words = styled.span`
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
    <Switch
      checked={on}
      label={archiveTexts.setDefault(subject.monitorValue)}
      disabled={on}
      busy={isLoading}
      onChange={() => void switchOn()}
    >
      <Words>{archiveTexts.defaultSubject}</Words>
    </Switch>
  );
}
