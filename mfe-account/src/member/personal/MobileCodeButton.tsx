import { accountMessages, getErrorMessage } from 'shared-api';
import { useSendMobileCodeMutation } from '../../api/profile-api';
import { CodeButton, toast } from 'shared-ui';

interface MobileCodeButtonProps {
  mobile: string;
  /** Checks the phone field first; resolves false to stop the send. */
  checkMobile: () => Promise<boolean>;
  /** Where a refused send's message goes. */
  onError: (message: string) => void;
}

/** 获取验证码 for the new phone of a rebinding; a refusal shows the server's words. */
export function MobileCodeButton({ mobile, checkMobile, onError }: MobileCodeButtonProps) {
  const [sendMobileCode] = useSendMobileCodeMutation();

  const send = async () => {
    if (!(await checkMobile())) return false;
    try {
      await sendMobileCode(mobile.trim()).unwrap();
      toast.success(accountMessages.smsSent);
      return true;
    } catch (error) {
      onError(getErrorMessage(error));
      return false;
    }
  };

  return <CodeButton onSend={send} />;
}
