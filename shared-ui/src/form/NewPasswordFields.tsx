import { messages } from '../messages';
import { FormItem } from './FormItem';
import { Input } from './Input';
import type { FieldName, FormApi } from './useForm';

/** Longest password the portal accepts (spec 3 §5: 8–16 letters and digits). */
const MAX_PASSWORD_LENGTH = 16;

export interface NewPasswordFieldsProps<V> {
  form: FormApi<V>;
  /** The form's names of the new password and of its confirmation, in that order. */
  fields: readonly [FieldName<V>, FieldName<V>];
  /** Prefix of the inputs' ids (`-new`, `-confirm`), unique per form on a page. */
  idPrefix: string;
  /** The two labels; 新密码 / 确认新密码 unless given. */
  labels?: readonly [string, string];
  /** Grey hint under the new password while it has no error. */
  help?: string;
  placeholder?: string;
}

/**
 * A new password typed twice, as setting, changing and resetting a password ask for it. The
 * rules (format, equal confirmation) belong to the form, whose words differ by screen.
 */
export function NewPasswordFields<V>({
  form,
  fields: [password, confirmation],
  idPrefix,
  labels = [messages.newPassword.password, messages.newPassword.confirmation],
  help,
  placeholder,
}: NewPasswordFieldsProps<V>) {
  return (
    <>
      <FormItem
        label={labels[0]}
        htmlFor={`${idPrefix}-new`}
        required
        error={form.errors[password]}
        help={help}
      >
        <Input
          id={`${idPrefix}-new`}
          type="password"
          autoComplete="new-password"
          maxLength={MAX_PASSWORD_LENGTH}
          placeholder={placeholder}
          {...form.inputProps(password)}
        />
      </FormItem>
      <FormItem
        label={labels[1]}
        htmlFor={`${idPrefix}-confirm`}
        required
        error={form.errors[confirmation]}
      >
        <Input
          id={`${idPrefix}-confirm`}
          type="password"
          autoComplete="new-password"
          maxLength={MAX_PASSWORD_LENGTH}
          {...form.inputProps(confirmation)}
        />
      </FormItem>
    </>
  );
}
