import { useRef, useState } from 'react';
import { noticeMessages, type NoticeValidation } from 'shared-api';
import { useLazyValidateNoticeCodeQuery } from '../../api/notice-api';

/** A registration number as the server takes it (notice-schemas.ts noticeCodeSchema). */
const CODE_PATTERN = /^[0-9A-Za-z]{1,20}$/;

export type CodeCheck =
  | { status: 'idle' }
  | { status: 'required' }
  | { status: 'checking'; code: string }
  | { status: 'valid'; code: string; mark: NoticeValidation }
  | { status: 'invalid'; code: string };

/**
 * Spec 2 §4 'Notice customisation': a number is validated before it is followed. `validate`
 * asks the server (校验中...... until it answers); a change to the number calls `reset`, so a
 * number is confirmed only as it was validated. A late answer for an older number is dropped.
 */
export function useCodeValidation() {
  const [check, setCheck] = useState<CodeCheck>({ status: 'idle' });
  const [ask] = useLazyValidateNoticeCodeQuery();
  const asked = useRef(0);

  const validate = async (typed: string) => {
    const code = typed.trim();
    const ticket = ++asked.current;
    if (!code) return setCheck({ status: 'required' });
    if (!CODE_PATTERN.test(code)) return setCheck({ status: 'invalid', code });
    setCheck({ status: 'checking', code });
    const answer = await ask(code);
    if (ticket !== asked.current) return;
    setCheck(
      answer.data ? { status: 'valid', code, mark: answer.data } : { status: 'invalid', code },
    );
  };

  const reset = () => {
    asked.current += 1;
    setCheck({ status: 'idle' });
  };

  /** The number that passed, if it is still the one typed. */
  const validCode = (typed: string) =>
    check.status === 'valid' && check.code === typed.trim() ? check.code : null;

  return { check, validate, reset, validCode };
}

/** What the line under the field says for each state (the spec's words). */
export function checkMessage(check: CodeCheck): string {
  switch (check.status) {
    case 'required':
      return noticeMessages.codeRequired;
    case 'checking':
      return noticeMessages.validating;
    case 'valid':
      return noticeMessages.valid;
    case 'invalid':
      return noticeMessages.invalid;
    default:
      return '';
  }
}
