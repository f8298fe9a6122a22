import type { FormEvent } from 'react';
import { authMessages, getErrorMessage, useLoginMutation } from 'shared-api';
import { Button, FormItem, Input, rules, useForm } from 'shared-ui';
import { FormError } from './AuthCard';
import { nameOrMobileRules } from './phone-rules';
import { useSubmitState } from './use-submit-state';

interface Props {
  checkAgreement: () => boolean;
  onLoggedIn: () => void;
}

/** Name or phone plus password (spec 1 §2 'Login'). */
export function PasswordLoginForm({ checkAgreement, onLoggedIn }: Props) {
  const form = useForm({
    initialValues: { nameOrMobile: '', password: '' },
    rules: { nameOrMobile: nameOrMobileRules, password: [rules.required('密码不能为空')] },
  });
  const [login, { isLoading }] = useLoginMutation();
  const submitState = useSubmitState();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    submitState.clear();
    if (!(await form.validate()) || !checkAgreement()) return;
    try {
      await login({
        nameOrMobile: form.values.nameOrMobile.trim(),
        password: form.values.password,
      }).unwrap();
      onLoggedIn();
    } catch (error) {
      submitState.fail(getErrorMessage(error, authMessages.wrongAccountOrPassword));
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="账号密码登录">
      <FormItem label="手机号/用户名" htmlFor="pwd-name" required error={form.errors.nameOrMobile}>
        <Input id="pwd-name" maxLength={32} {...form.inputProps('nameOrMobile')} />
      </FormItem>
      <FormItem label="密码" htmlFor="pwd-password" required error={form.errors.password}>
        <Input id="pwd-password" type="password" maxLength={64} {...form.inputProps('password')} />
      </FormItem>
      <FormError role="alert">{submitState.message}</FormError>
      <Button type="submit" variant="primary" size="large" loading={isLoading}>
        登录
      </Button>
    </form>
  );
}
