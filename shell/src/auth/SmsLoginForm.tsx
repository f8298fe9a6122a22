import type { FormEvent } from 'react';
import { getErrorMessage, useSmsLoginMutation } from 'shared-api';
import { Button, rules, useForm } from 'shared-ui';
import { FormError } from './AuthCard';
import { phoneRules } from './phone-rules';
import { PhoneCodeFields } from './PhoneCodeFields';
import { useIsRegistered } from './use-is-registered';
import { useSubmitState } from './use-submit-state';

interface Props {
  /** False when the agreement is not ticked; the form then refuses to submit. */
  checkAgreement: () => boolean;
  onLoggedIn: () => void;
}

/** Phone plus dynamic code (spec 1 §2 'Login'). */
export function SmsLoginForm({ checkAgreement, onLoggedIn }: Props) {
  const isRegistered = useIsRegistered();
  const form = useForm({
    initialValues: { mobile: '', smscode: '' },
    rules: {
      mobile: phoneRules(isRegistered, 'registered'),
      smscode: [rules.required('请输入验证码！'), rules.smsCode()],
    },
  });
  const [smsLogin, { isLoading }] = useSmsLoginMutation();
  const submitState = useSubmitState();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    submitState.clear();
    if (!(await form.validate()) || !checkAgreement()) return;
    try {
      await smsLogin({
        mobile: form.values.mobile.trim(),
        smscode: form.values.smscode.trim(),
      }).unwrap();
      onLoggedIn();
    } catch (error) {
      submitState.fail(getErrorMessage(error));
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="手机验证码登录">
      <PhoneCodeFields form={form} codeField="smscode" idPrefix="sms" onError={submitState.fail} />
      <FormError role="alert">{submitState.message}</FormError>
      <Button type="submit" variant="primary" size="large" loading={isLoading}>
        登录
      </Button>
    </form>
  );
}
