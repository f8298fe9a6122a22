import { useState, type FormEvent } from 'react';
import { accountMessages, useRenameChildMutation, type Child } from 'shared-api';
import { Button, Dialog, FormItem, Input, useForm, type FormRules } from 'shared-ui';
import { FormActions, FormMessage } from '../styles';
import { memberTexts } from '../texts';
import { childNameRules } from './child-rules';
import { submitChange } from './submit-change';

const RULES: FormRules<{ name: string }> = { name: childNameRules() };

interface RenameChildDialogProps {
  /** The sub-account being renamed; the dialog is closed while there is none. */
  child: Child | null;
  onClose: () => void;
}

export function RenameChildDialog({ child, onClose }: RenameChildDialogProps) {
  return (
    <Dialog open={child !== null} onClose={onClose} title={memberTexts.renameChild} width={420}>
      {child && <RenameForm child={child} onDone={onClose} />}
    </Dialog>
  );
}

function RenameForm({ child, onDone }: { child: Child; onDone: () => void }) {
  const form = useForm({ initialValues: { name: child.name }, rules: RULES });
  const [renameChild, { isLoading }] = useRenameChildMutation();
  const [failure, setFailure] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure('');
    if (!(await form.validate())) return;
    const userName = form.values.name.trim();
    const reason = await submitChange(() => renameChild({ id: child.id, userName }).unwrap(), {
      success: accountMessages.updated,
      failure: accountMessages.updateFailed,
    });
    if (reason) setFailure(reason);
    else onDone();
  };

  return (
    <form onSubmit={submit} noValidate>
      <FormItem label="新用户名" htmlFor="child-rename" required error={form.errors.name}>
        <Input id="child-rename" maxLength={14} autoComplete="off" {...form.inputProps('name')} />
      </FormItem>
      <FormMessage role={failure ? 'alert' : undefined}>{failure}</FormMessage>
      <FormActions>
        <Button onClick={onDone}>{memberTexts.cancel}</Button>
        <Button type="submit" variant="primary" loading={isLoading}>
          {memberTexts.confirm}
        </Button>
      </FormActions>
    </form>
  );
}
