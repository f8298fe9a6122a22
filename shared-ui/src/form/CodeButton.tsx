import { useEffect, useState } from 'react';
import { Button } from '../components/Button';
import { messages } from '../messages';

/** Seconds before another SMS code may be asked for (spec 1 §4, spec 3 §5). */
export const CODE_RESEND_SECONDS = 60;

export interface CodeButtonProps {
  /**
   * Checks the phone and sends the code; resolves true once a code went out, which starts
   * the countdown. Showing why nothing was sent is the caller's part.
   */
  onSend: () => Promise<boolean>;
  /** Length of the countdown; CODE_RESEND_SECONDS unless a test or page needs another. */
  seconds?: number;
}

/**
 * 获取验证码: busy while `onSend` runs, then blocked with N秒后重新获取 for `seconds`, so a
 * phone cannot be sent a code again before the server would accept it.
 */
export function CodeButton({ onSend, seconds = CODE_RESEND_SECONDS }: CodeButtonProps) {
  const [sending, setSending] = useState(false);
  const [secondsLeft, setSecondsLeft] = useState(0);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    // One timer a second, set after each tick renders, so the count never skips a number.
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  const send = async () => {
    setSending(true);
    try {
      if (await onSend()) setSecondsLeft(seconds);
    } finally {
      setSending(false);
    }
  };

  return (
    <Button onClick={send} loading={sending} disabled={secondsLeft > 0}>
      {secondsLeft > 0 ? messages.smsCode.resendIn(secondsLeft) : messages.smsCode.get}
    </Button>
  );
}
