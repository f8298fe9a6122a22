import { useState, type FormEvent } from 'react';
import { accountMessages, useAddChildMutation } from 'shared-api';
import { Button, Dialog, FormItem, Input, useForm, type FormRules } from 'shared-ui';
import { FormActions, FormMessage } from '../styles';
import { memberTexts } from '../texts';
import { childConfirmRules, childNameRules, childPasswordRules } from './child-rules';
import { submitChange } from './submit-change';

interface AddValues {
  name: string;
  password: string;
  validationPassword: string;
}

const INITIAL: AddValues = { name: '', password: '', validationPassword: '' };

/**
 * In the add dialog every fault reads 用户名/密码格式不正确 (spec 3 §5), as the server's add
 * call answers it.
 */
const RULES: FormRules<AddValues> = {
  name: childNameRules(accountMessages.childAddInvalid),
  password: childPasswordRules(accountMessages.childAddInvalid),
  validationPassword: childConfirmRules(accountMessages.childAddInvalid),
};

interface AddChildDialogProps {
  open: boolean;
  onClose: () => void;
}

export function AddChildDialog({ open, onClose }: AddChildDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={memberTexts.addChild} width={440}>
      <AddChildForm onDone={onClose} />
    </Dialog>
  );
}

function AddChildForm({ onDone }: { onDone: () => void }) {
  const form = useForm({ initialValues: INITIAL, rules: RULES });
  const [addChild, { isLoading }] = useAddChildMutation();
  const [failure, setFailure] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure('');
    if (!(await form.validate())) return;
    const body = { ...form.values, name: form.values.name.trim() };
    const reason = await submitChange(() => addChild(body).unwrap(), {
      success: accountMessages.childAdded,
      failure: accountMessages.childAddFailed,
    });
    if (reason) setFailure(reason);
    else onDone();
  };

  return (
    <form onSubmit={submit} noValidate>
      <FormItem
        label="用户名"
        htmlFor="child-add-name"
        required
        error={form.errors.name}
        help="4-14位，字母开头，可含字母、数字、-、_"
      >
        <Input id="child-add-name" maxLength={14} autoComplete="off" {...form.inputProps('name')} />
      </FormItem>
      <FormItem
        label="密码"
        htmlFor="child-add-password"
        required
        error={form.errors.password}
        help="8-16位，须同时包含字母和数字"
      >
        <Input
          id="child-add-password"
          type="password"
          maxLength={16}
          autoComplete="new-password"
          {...form.inputProps('password')}
        />
      </FormItem>
      <FormItem
        label="确认密码"
        htmlFor="child-add-confirm"
        required
        error={form.errors.validationPassword}
      >
        <Input
          id="child-add-confirm"
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
