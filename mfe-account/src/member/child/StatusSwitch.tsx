import { accountMessages, type Child } from 'shared-api';
import { useSetChildStatusMutation } from '../../api/children-api';
import { Switch, toast } from 'shared-ui';
import { memberTexts } from '../texts';

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
    <Switch
      checked={on}
      label={`${child.name} 启用状态`}
      busy={isLoading}
      onChange={() => void toggle()}
    >
      <span>{on ? memberTexts.enabled : memberTexts.disabled}</span>
    </Switch>
  );
}
