import { useEffect, type FormEvent } from 'react';
import { authMessages, getErrorMessage } from 'shared-api';
import { Button, type FormApi } from 'shared-ui';
import { FormError } from '../AuthCard';
import { PhoneCodeFields } from '../PhoneCodeFields';
import { useSubmitState } from '../use-submit-state';

export interface PhoneValues {
  mobile: string;
  code: string;
}

/**
 * Spec 3 §5: an unregistered phone shows 手机号未注册 and the field is emptied. The check is a
 * rule (on blur, before sending a code, on 'next'); this clears the field whichever ran it.
 */
function useClearUnregisteredPhone({ errors, values, setValue, setError }: FormApi<PhoneValues>) {
  const unregistered = errors.mobile === authMessages.phoneNotRegistered;
  useEffect(() => {
    if (!unregistered || values.mobile === '') return;
    // Emptying the field drops its message, so it is set again.
    setValue('mobile', '');
    setError('mobile', authMessages.phoneNotRegistered);
  }, [unregistered, values.mobile, setValue, setError]);
}

interface Props {
  form: FormApi<PhoneValues>;
  onNext: () => void;
}

/**
 * Step 0: phone and SMS code. It moves on once both are filled in and well-formed; the code
 * itself is checked by the server only with the new password (spec 3 §4). Enter in the code
 * field submits this form, which is the spec's 'Enter advances'.
 */
export function PhoneStep({ form, onNext }: Props) {
  const submitState = useSubmitState();
  useClearUnregisteredPhone(form);

  const next = async (event: FormEvent) => {
    event.preventDefault();
    submitState.clear();
    try {
      if (await form.validate()) onNext();
    } catch (error) {
      // The registration check could not reach the server.
      submitState.fail(getErrorMessage(error));
    }
  };

  return (
    <form onSubmit={next} noValidate aria-label="验证手机号">
      <PhoneCodeFields form={form} codeField="code" idPrefix="forgot" onError={submitState.fail} />
      <FormError role="alert">{submitState.message}</FormError>
      <Button type="submit" variant="primary" size="large">
        下一步
      </Button>
    </form>
  );
}
