import { accountMessages, type Child } from 'shared-api';
import { useRenameChildMutation } from '../../api/children-api';
import { Dialog, FormItem, Input, useForm, type FormRules } from 'shared-ui';
import { DialogFooter } from '../dialog-form';
import { memberTexts } from '../texts';
import { childNameRules } from './child-rules';
import { useChildChange } from './submit-change';

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
  const { failure, submit } = useChildChange(form, {
    send: ({ name }) => renameChild({ id: child.id, userName: name.trim() }).unwrap(),
    words: { success: accountMessages.updated, failure: accountMessages.updateFailed },
    onDone,
  });

  return (
    <form onSubmit={submit} noValidate>
      <FormItem label="新用户名" htmlFor="child-rename" required error={form.errors.name}>
        <Input id="child-rename" maxLength={14} autoComplete="off" {...form.inputProps('name')} />
      </FormItem>
      <DialogFooter failure={failure} onCancel={onDone} submitting={isLoading} />
    </form>
  );
}
