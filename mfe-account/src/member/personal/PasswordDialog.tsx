import { accountMessages } from 'shared-api';
import { useUpdatePasswordMutation } from '../../api/profile-api';
import { Dialog, NewPasswordFields, useForm } from 'shared-ui';
import { DialogFooter } from '../dialog-form';
import { memberTexts } from '../texts';
import {
  CurrentPasswordField,
  PASSWORD_CHANGE_RULES,
  usePasswordChange,
  type PasswordChange,
} from './password-change';

const INITIAL: PasswordChange = { password: '', newPassword: '', validationPassword: '' };

interface PasswordDialogProps {
  open: boolean;
  onClose: () => void;
}

/** 修改密码: the current password, then the new one twice. */
export function PasswordDialog({ open, onClose }: PasswordDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={memberTexts.changePassword} width={440}>
      {/* Mounted only while open, so every opening starts with an empty form. */}
      <PasswordForm onDone={onClose} />
    </Dialog>
  );
}

function PasswordForm({ onDone }: { onDone: () => void }) {
  const form = useForm({ initialValues: INITIAL, rules: PASSWORD_CHANGE_RULES });
  const [updatePassword, { isLoading }] = useUpdatePasswordMutation();
  const { failure, submit } = usePasswordChange(form, {
    send: (values) => updatePassword(values).unwrap(),
    success: accountMessages.updated,
    onDone,
  });

  return (
    <form onSubmit={submit} noValidate>
      <CurrentPasswordField form={form} id="pwd-current" />
      <NewPasswordFields
        form={form}
        fields={['newPassword', 'validationPassword']}
        idPrefix="pwd"
      />
      <DialogFooter failure={failure} onCancel={onDone} submitting={isLoading} />
    </form>
  );
}
