import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { authMessages, getErrorMessage, useMobileRegisterVipMutation } from 'shared-api';
import { Button, rules, toast, useForm } from 'shared-ui';
import { Agreement } from './Agreement';
import { AuthCard, FormError } from './AuthCard';
import { phoneRules } from './phone-rules';
import { PhoneCodeFields } from './PhoneCodeFields';
import { useIsRegistered } from './use-is-registered';
import { useSubmitState } from './use-submit-state';

/** /regindex: phone and code; success logs in and opens /personalInfo (spec 1 §4, §5). */
export function RegisterPage({ title }: { title: string }) {
  const isRegistered = useIsRegistered();
  const navigate = useNavigate();
  const [agreed, setAgreed] = useState(false);
  const form = useForm({
    initialValues: { mobile: '', code: '' },
    rules: { mobile: phoneRules(isRegistered, 'free'), code: [rules.smsCode()] },
  });
  const [register, { isLoading }] = useMobileRegisterVipMutation();
  const submitState = useSubmitState();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    submitState.clear();
    if (!form.values.mobile.trim() || !form.values.code.trim()) {
      submitState.fail(authMessages.registerNeedsPhoneAndCode);
      return;
    }
    if (!(await form.validate())) return;
    if (!agreed) {
      toast.error(authMessages.agreementNotTicked);
      return;
    }
    try {
      await register({ mobile: form.values.mobile.trim(), code: form.values.code.trim() }).unwrap();
      toast.success('注册成功，已为您开通7天企业VIP体验');
      navigate('/personalInfo', { replace: true });
    } catch (error) {
      submitState.fail(getErrorMessage(error));
    }
  };

  return (
    <AuthCard title={title}>
      <form onSubmit={submit} noValidate aria-label="手机号注册">
        <PhoneCodeFields form={form} codeField="code" idPrefix="reg" onError={submitState.fail} />
        <FormError role="alert">{submitState.message}</FormError>
        <Button type="submit" variant="primary" size="large" loading={isLoading}>
          注册并登录
        </Button>
      </form>
      <Agreement checked={agreed} onChange={setAgreed} />
      <div className="links">
        <span>注册即送7天企业VIP体验</span>
        <Link to="/login">已有账号？登录</Link>
      </div>
    </AuthCard>
  );
}
