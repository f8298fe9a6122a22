import { useState, type FormEvent } from 'react';
import { accountMessages, getErrorMessage, useUpdatePasswordMutation } from 'shared-api';
import { Button, Dialog, FormItem, Input, rules, toast, useForm, type FormRules } from 'shared-ui';
import { FormActions, FormMessage } from '../styles';
import { memberTexts } from '../texts';
import { isWrongPassword } from './password-errors';

interface PasswordValues {
  password: string;
  newPassword: string;
  validationPassword: string;
}

const INITIAL: PasswordValues = { password: '', newPassword: '', validationPassword: '' };

/** Spec 3 §5 'Phone change' words, which the password change shares. */
const RULES: FormRules<PasswordValues> = {
  password: [rules.required(accountMessages.passwordEmpty)],
  newPassword: [rules.required(accountMessages.newPasswordEmpty), rules.loginPassword()],
  validationPassword: [
    rules.required(accountMessages.passwordsDiffer),
    rules.confirm('newPassword', accountMessages.passwordsDiffer),
  ],
};

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
  const form = useForm({ initialValues: INITIAL, rules: RULES });
  const [updatePassword, { isLoading }] = useUpdatePasswordMutation();
  const [failure, setFailure] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure('');
    if (!(await form.validate())) return;
    try {
      await updatePassword(form.values).unwrap();
      toast.success(accountMessages.updated);
      onDone();
    } catch (error) {
      if (isWrongPassword(error)) form.setError('password', accountMessages.wrongPassword);
      else setFailure(getErrorMessage(error, accountMessages.updateFailed));
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <FormItem label="当前密码" htmlFor="pwd-current" required error={form.errors.password}>
        <Input
          id="pwd-current"
          type="password"
          autoComplete="current-password"
          {...form.inputProps('password')}
        />
      </FormItem>
      <FormItem label="新密码" htmlFor="pwd-new" required error={form.errors.newPassword}>
        <Input
          id="pwd-new"
          type="password"
          autoComplete="new-password"
          maxLength={16}
          {...form.inputProps('newPassword')}
        />
      </FormItem>
      <FormItem
        label="确认新密码"
        htmlFor="pwd-confirm"
        required
        error={form.errors.validationPassword}
      >
        <Input
          id="pwd-confirm"
          type="password"
          autoComplete="new-password"
          maxLength={16}
          {...form.inputProps('validationPassword')}
        />
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
