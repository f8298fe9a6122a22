import type { FieldName, FormApi } from 'shared-ui';
import { FormItem, Input } from 'shared-ui';
import { SmsCodeButton } from './SmsCodeButton';

interface Props<V extends { mobile: string }> {
  form: FormApi<V>;
  /** The form's name for the code field ('smscode' on login, 'code' on registration). */
  codeField: FieldName<V>;
  /** Prefix of the inputs' ids, unique per form on a page. */
  idPrefix: string;
  onError: (message: string) => void;
}

/** The phone field and the SMS code field with its 'get code' button, as login and registration use them. */
export function PhoneCodeFields<V extends { mobile: string }>({
  form,
  codeField,
  idPrefix,
  onError,
}: Props<V>) {
  return (
    <>
      <FormItem label="手机号" htmlFor={`${idPrefix}-mobile`} required error={form.errors.mobile}>
        <Input
          id={`${idPrefix}-mobile`}
          inputMode="numeric"
          maxLength={11}
          {...form.inputProps('mobile')}
        />
      </FormItem>
      <FormItem label="验证码" htmlFor={`${idPrefix}-code`} required error={form.errors[codeField]}>
        <div className="code-row">
          <Input
            id={`${idPrefix}-code`}
            inputMode="numeric"
            maxLength={6}
            {...form.inputProps(codeField)}
          />
          <SmsCodeButton
            phone={form.values.mobile}
            checkPhone={() => form.validateField('mobile')}
            onError={onError}
          />
        </div>
      </FormItem>
    </>
  );
}
