import { useState, type FormEvent } from 'react';
import { accountMessages, useResetChildPasswordMutation, type Child } from 'shared-api';
import { Button, Dialog, FormItem, Input, useForm, type FormRules } from 'shared-ui';
import { FormActions, FormMessage } from '../styles';
import { memberTexts } from '../texts';
import { childConfirmRules, childPasswordRules } from './child-rules';
import { submitChange } from './submit-change';

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
  const [failure, setFailure] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure('');
    if (!(await form.validate())) return;
    const body = { id: child.id, ...form.values };
    const reason = await submitChange(() => resetPassword(body).unwrap(), {
      success: accountMessages.updated,
      failure: accountMessages.updateFailed,
    });
    if (reason) setFailure(reason);
    else onDone();
  };

  return (
    <form onSubmit={submit} noValidate>
      <FormItem
        label="新密码"
        htmlFor="child-password"
        required
        error={form.errors.password}
        help="8-16位，须同时包含字母和数字"
      >
        <Input
          id="child-password"
          type="password"
          maxLength={16}
          autoComplete="new-password"
          {...form.inputProps('password')}
        />
      </FormItem>
      <FormItem
        label="确认密码"
        htmlFor="child-password-confirm"
        required
        error={form.errors.validationPassword}
      >
        <Input
          id="child-password-confirm"
          type="password"
          maxLength={16}
          autoComplete="new-password"
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
