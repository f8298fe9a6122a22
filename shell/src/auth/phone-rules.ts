import { authMessages, patternMessages } from 'shared-api';
import { rules, type Rule } from 'shared-ui';

type CheckRegistered = (phone: string) => Promise<boolean>;

/**
 * Phone rules of the auth forms (spec 1 §5): required, the phone format, then a server check.
 * On login and password recovery an unregistered phone is refused; on registration a
 * registered one is.
 */
export function phoneRules(isRegistered: CheckRegistered, mustBe: 'registered' | 'free'): Rule[] {
  const serverCheck: Rule = async (value) => {
    const registered = await isRegistered(String(value).trim());
    if (mustBe === 'registered' && !registered) return authMessages.phoneNotRegistered;
    if (mustBe === 'free' && registered) return authMessages.phoneRegistered;
    return undefined;
  };
  return [rules.required('请输入手机号'), rules.phone(), serverCheck];
}

/** The password tab accepts a phone or a user name (letters, digits, Chinese). */
export const nameOrMobileRules: Rule[] = [
  rules.required('请输入手机号或用户名'),
  // The user-name pattern plus '_' and '-', which sub-account names may contain.
  rules.pattern(/^[\u4e00-\u9fa5A-Za-z0-9_-]+$/, patternMessages.userName),
];
