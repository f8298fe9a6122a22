import { accountMessages, type Child } from 'shared-api';
import { useResetChildPasswordMutation } from '../../api/children-api';
import { Dialog, NewPasswordFields, useForm, type FormRules } from 'shared-ui';
import { DialogFooter } from '../dialog-form';
import { memberTexts } from '../texts';
import { childConfirmRules, childPasswordRules } from './child-rules';
import { useChildChange } from './submit-change';

interface PasswordValues {
  password: string;
  validationPassword: string;
}

const RULES: FormRules<PasswordValues> = {
  password: childPasswordRules(),
  validationPassword: childConfirmRules(),
};

interface ChildPasswordDialogProps {
  /** The sub-account whose password is reset; the dialog is closed while there is none. */
  child: Child | null;
  onClose: () => void;
}

export function ChildPasswordDialog({ child, onClose }: ChildPasswordDialogProps) {
  const title = child ? `${memberTexts.resetChildPassword}：${child.name}` : undefined;
  return (
    <Dialog open={child !== null} onClose={onClose} title={title} width={420}>
      {child && <PasswordForm child={child} onDone={onClose} />}
    </Dialog>
  );
}

function PasswordForm({ child, onDone }: { child: Child; onDone: () => void }) {
  const form = useForm({ initialValues: { password: '', validationPassword: '' }, rules: RULES });
  const [resetPassword, { isLoading }] = useResetChildPasswordMutation();
  const { failure, submit } = useChildChange(form, {
    send: (values) => resetPassword({ id: child.id, ...values }).unwrap(),
    words: { success: accountMessages.updated, failure: accountMessages.updateFailed },
    onDone,
  });

  return (
    <form onSubmit={submit} noValidate>
      <NewPasswordFields
        form={form}
        fields={['password', 'validationPassword']}
        idPrefix="child-password"
        labels={['新密码', '确认密码']}
        help={memberTexts.childPasswordHelp}
      />
      <DialogFooter failure={failure} onCancel={onDone} submitting={isLoading} />
    </form>
  );
}
