import { useEffect, useState } from 'react';
import { accountMessages, getErrorMessage, useSendMobileCodeMutation } from 'shared-api';
import { Button, toast } from 'shared-ui';
import { memberTexts } from '../texts';

/** Seconds before another code may be asked for, as on the login form. */
export const RESEND_SECONDS = 60;

interface MobileCodeButtonProps {
  mobile: string;
  /** Checks the phone field first; resolves false to stop the send. */
  checkMobile: () => Promise<boolean>;
  /** Where a refused send's message goes. */
  onError: (message: string) => void;
}

/** 获取验证码 for the new phone of a rebinding, blocked for 60 s after each send. */
export function MobileCodeButton({ mobile, checkMobile, onError }: MobileCodeButtonProps) {
  const [sendMobileCode, { isLoading }] = useSendMobileCodeMutation();
  const [secondsLeft, setSecondsLeft] = useState(0);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  const send = async () => {
    if (!(await checkMobile())) return;
    try {
      await sendMobileCode(mobile.trim()).unwrap();
      toast.success(accountMessages.smsSent);
      setSecondsLeft(RESEND_SECONDS);
    } catch (error) {
      onError(getErrorMessage(error));
    }
  };

  return (
    <Button onClick={send} loading={isLoading} disabled={secondsLeft > 0}>
      {secondsLeft > 0 ? memberTexts.resendIn(secondsLeft) : memberTexts.getCode}
    </Button>
  );
}
