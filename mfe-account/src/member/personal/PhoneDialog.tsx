import { accountMessages, accountPatterns } from 'shared-api';
import { useUpdateMobileMutation } from '../../api/profile-api';
import {
  Dialog,
  FormItem,
  Input,
  NewPasswordFields,
  rules,
  useForm,
  type FormRules,
} from 'shared-ui';
import { DialogFooter } from '../dialog-form';
import { FieldWithButton } from '../styles';
import { memberTexts } from '../texts';
import { MobileCodeButton } from './MobileCodeButton';
import {
  CurrentPasswordField,
  PASSWORD_CHANGE_RULES,
  usePasswordChange,
  type PasswordChange,
} from './password-change';

interface PhoneValues extends PasswordChange {
  mobile: string;
  smsCode: string;
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
  ...PASSWORD_CHANGE_RULES,
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
  const { failure, setFailure, submit } = usePasswordChange(form, {
    send: (values) =>
      updateMobile({
        ...values,
        mobile: values.mobile.trim(),
        smsCode: values.smsCode.trim(),
      }).unwrap(),
    success: accountMessages.phoneBound,
    onDone,
  });

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
      <CurrentPasswordField form={form} id="phone-password" />
      <NewPasswordFields
        form={form}
        fields={['newPassword', 'validationPassword']}
        idPrefix="phone"
      />
      <DialogFooter failure={failure} onCancel={onDone} submitting={isLoading} />
    </form>
  );
}
