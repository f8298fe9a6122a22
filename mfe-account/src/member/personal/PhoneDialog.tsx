import { useState, type FormEvent } from 'react';
import {
  accountMessages,
  accountPatterns,
  getErrorMessage,
  useUpdateMobileMutation,
} from 'shared-api';
import { Button, Dialog, FormItem, Input, rules, toast, useForm, type FormRules } from 'shared-ui';
import { FieldWithButton, FormActions, FormMessage } from '../styles';
import { memberTexts } from '../texts';
import { MobileCodeButton } from './MobileCodeButton';
import { isWrongPassword } from './password-errors';

interface PhoneValues {
  mobile: string;
  smsCode: string;
  password: string;
  newPassword: string;
  validationPassword: string;
}

const INITIAL: PhoneValues = {
  mobile: '',
  smsCode: '',
  password: '',
  newPassword: '',
  validationPassword: '',
};

/** Spec 3 §5 'Phone change', word for word. */
const RULES: FormRules<PhoneValues> = {
  mobile: [
    rules.required(accountMessages.phoneEmpty),
    rules.pattern(accountPatterns.rebindPhone, accountMessages.phoneInvalid),
  ],
  smsCode: [rules.required(accountMessages.codeEmpty), rules.smsCode()],
  password: [rules.required(accountMessages.passwordEmpty)],
  newPassword: [rules.required(accountMessages.newPasswordEmpty), rules.loginPassword()],
  validationPassword: [
    rules.required(accountMessages.passwordsDiffer),
    rules.confirm('newPassword', accountMessages.passwordsDiffer),
  ],
};

interface PhoneDialogProps {
  open: boolean;
  onClose: () => void;
}

/** 更换手机号: the new phone and its SMS code, the current password and a new one twice. */
export function PhoneDialog({ open, onClose }: PhoneDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={memberTexts.rebindPhone} width={460}>
      {/* Mounted only while open, so every opening starts with an empty form. */}
      <PhoneForm onDone={onClose} />
    </Dialog>
  );
}

function PhoneForm({ onDone }: { onDone: () => void }) {
  const form = useForm({ initialValues: INITIAL, rules: RULES });
  const [updateMobile, { isLoading }] = useUpdateMobileMutation();
  const [failure, setFailure] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure('');
    if (!(await form.validate())) return;
    const { values } = form;
    try {
      await updateMobile({
        ...values,
        mobile: values.mobile.trim(),
        smsCode: values.smsCode.trim(),
      }).unwrap();
      toast.success(accountMessages.phoneBound);
      onDone();
    } catch (error) {
      if (isWrongPassword(error)) form.setError('password', accountMessages.wrongPassword);
      else setFailure(getErrorMessage(error, accountMessages.updateFailed));
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <FormItem label="新手机号" htmlFor="phone-mobile" required error={form.errors.mobile}>
        <Input
          id="phone-mobile"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={11}
          {...form.inputProps('mobile')}
        />
      </FormItem>
      <FormItem label="验证码" htmlFor="phone-code" required error={form.errors.smsCode}>
        <FieldWithButton>
          <Input
            id="phone-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            {...form.inputProps('smsCode')}
          />
          <MobileCodeButton
            mobile={form.values.mobile}
            checkMobile={() => form.validateField('mobile')}
            onError={setFailure}
          />
        </FieldWithButton>
      </FormItem>
      <FormItem label="当前密码" htmlFor="phone-password" required error={form.errors.password}>
        <Input
          id="phone-password"
          type="password"
          autoComplete="current-password"
          {...form.inputProps('password')}
        />
      </FormItem>
      <FormItem label="新密码" htmlFor="phone-new" required error={form.errors.newPassword}>
        <Input
          id="phone-new"
          type="password"
          autoComplete="new-password"
          maxLength={16}
          {...form.inputProps('newPassword')}
        />
      </FormItem>
      <FormItem
        label="确认新密码"
        htmlFor="phone-confirm"
        required
        error={form.errors.validationPassword}
      >
        <Input
          id="phone-confirm"
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
