import { useEffect, useState } from 'react';
import { authMessages, useSendCodeMutation } from 'shared-api';
import { Button, toast } from 'shared-ui';

/** Resend countdown after a successful send (spec 1 §9). */
export const RESEND_SECONDS = 60;

interface SmsCodeButtonProps {
  phone: string;
  /** Checks the phone field first; resolves false to stop the send. */
  checkPhone: () => Promise<boolean>;
  /** Where a failure's message goes (the form's inline error). */
  onError: (message: string) => void;
}

/** 'Get code' with the 60-second countdown of spec 1 §4 that blocks resending. */
export function SmsCodeButton({ phone, checkPhone, onError }: SmsCodeButtonProps) {
  const [sendCode, { isLoading }] = useSendCodeMutation();
  const [secondsLeft, setSecondsLeft] = useState(0);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  const send = async () => {
    if (!phone.trim()) {
      onError(authMessages.phoneRequiredForCode);
      return;
    }
    if (!(await checkPhone())) return;
    try {
      await sendCode(phone.trim()).unwrap();
      toast.success(authMessages.smsSent);
      setSecondsLeft(RESEND_SECONDS);
    } catch {
      // Spec 1 §8: any failed send shows this one message.
      onError(authMessages.smsSendFailed);
    }
  };

  return (
    <Button type="button" onClick={send} loading={isLoading} disabled={secondsLeft > 0}>
      {secondsLeft > 0 ? `${secondsLeft}秒后重新获取` : '获取验证码'}
    </Button>
  );
}
