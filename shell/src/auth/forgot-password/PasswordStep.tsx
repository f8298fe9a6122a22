import type { FormEvent } from 'react';
import { getErrorMessage, useForgetPasswordMutation } from 'shared-api';
import { Button, NewPasswordFields, Row, type FormApi } from 'shared-ui';
import { FormError } from '../AuthCard';
import { useSubmitState } from '../use-submit-state';
import type { PhoneValues } from './PhoneStep';

export interface PasswordValues {
  password: string;
  validationPassword: string;
}

interface Props {
  form: FormApi<PasswordValues>;
  /** What step 0 collected; the server checks the code now. */
  phone: PhoneValues;
  onBack: () => void;
  onDone: () => void;
}

/**
 * Step 1: the new password and its confirmation, posted with the phone and code (spec 3 §4).
 * Code 200 moves on; any other answer's message is shown here. Enter in the confirmation
 * field submits this form.
 */
export function PasswordStep({ form, phone, onBack, onDone }: Props) {
  const [forgetPassword, { isLoading }] = useForgetPasswordMutation();
  const submitState = useSubmitState();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    submitState.clear();
    if (!(await form.validate())) return;
    try {
      await forgetPassword({
        mobile: phone.mobile.trim(),
        code: phone.code.trim(),
        password: form.values.password,
        validationPassword: form.values.validationPassword,
      }).unwrap();
      onDone();
    } catch (error) {
      submitState.fail(getErrorMessage(error));
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="设置新密码">
      <NewPasswordFields
        form={form}
        fields={['password', 'validationPassword']}
        idPrefix="forgot"
        placeholder="8-16位字母和数字组合"
      />
      <FormError role="alert">{submitState.message}</FormError>
      <Row $gap="md">
        <Button type="button" size="large" onClick={onBack}>
          上一步
        </Button>
        <Button type="submit" variant="primary" size="large" loading={isLoading} block>
          确认修改
        </Button>
      </Row>
    </form>
  );
}
