import { accountMessages, getErrorMessage, isEnvelopeError } from 'shared-api';
import { FormItem, Input, rules, toast, type FormApi, type FormRules } from 'shared-ui';
import { useDialogSubmit } from '../dialog-form';

/** The fields of a change that the current password guards: it, and a new password twice. */
export interface PasswordChange {
  password: string;
  newPassword: string;
  validationPassword: string;
}

/** Spec 3 §5 'Phone change' words, which the password change shares. */
export const PASSWORD_CHANGE_RULES: FormRules<PasswordChange> = {
  password: [rules.required(accountMessages.passwordEmpty)],
  newPassword: [rules.required(accountMessages.newPasswordEmpty), rules.loginPassword()],
  validationPassword: [
    rules.required(accountMessages.passwordsDiffer),
    rules.confirm('newPassword', accountMessages.passwordsDiffer),
  ],
};

/** The envelope code the spec gives a wrong current password on a password change (§8). */
const WRONG_PASSWORD_CODE = 500;

/** Spec 3 §8: a wrong current password (also code 500 on a password change) reads 密码错误！. */
function isWrongPassword(error: unknown): boolean {
  return (
    isEnvelopeError(error) &&
    (error.code === WRONG_PASSWORD_CODE || error.message === accountMessages.wrongPassword)
  );
}

interface ChangeOptions<V> {
  /** Posts the checked values; rejects with the server's refusal. */
  send: (values: V) => Promise<unknown>;
  /** The toast once the server accepted the change. */
  success: string;
  /** Closes the dialog. */
  onDone: () => void;
}

/**
 * Submitting a change guarded by the current password: the fields are checked first; a wrong
 * password is shown under its field rather than as a failure of the whole form, any other
 * refusal under the fields. `setFailure` lets other parts (the code button) use that line too.
 */
export function usePasswordChange<V extends PasswordChange>(
  form: FormApi<V>,
  { send, success, onDone }: ChangeOptions<V>,
) {
  return useDialogSubmit(form, async (values, showFailure) => {
    try {
      await send(values);
      toast.success(success);
      onDone();
    } catch (error) {
      if (isWrongPassword(error)) form.setError('password', accountMessages.wrongPassword);
      else showFailure(getErrorMessage(error, accountMessages.updateFailed));
    }
  });
}

/** 当前密码, the field that guards the change. */
export function CurrentPasswordField<V extends PasswordChange>({
  form,
  id,
}: {
  form: FormApi<V>;
  id: string;
}) {
  return (
    <FormItem label="当前密码" htmlFor={id} required error={form.errors.password}>
      <Input
        id={id}
        type="password"
        autoComplete="current-password"
        {...form.inputProps('password')}
      />
    </FormItem>
  );
}
