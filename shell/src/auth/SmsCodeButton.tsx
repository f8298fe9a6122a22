import { authMessages, useSendCodeMutation } from 'shared-api';
import { CodeButton, toast } from 'shared-ui';

interface SmsCodeButtonProps {
  phone: string;
  /** Checks the phone field first; resolves false to stop the send. */
  checkPhone: () => Promise<boolean>;
  /** Where a failure's message goes (the form's inline error). */
  onError: (message: string) => void;
}

/** 'Get code' of login, registration and the forgot-password wizard (spec 1 §4). */
export function SmsCodeButton({ phone, checkPhone, onError }: SmsCodeButtonProps) {
  const [sendCode] = useSendCodeMutation();

  const send = async () => {
    if (!phone.trim()) {
      onError(authMessages.phoneRequiredForCode);
      return false;
    }
    if (!(await checkPhone())) return false;
    try {
      await sendCode(phone.trim()).unwrap();
      toast.success(authMessages.smsSent);
      return true;
    } catch {
      // Spec 1 §8: any failed send shows this one message.
      onError(authMessages.smsSendFailed);
      return false;
    }
  };

  return <CodeButton onSend={send} />;
}
