import { accountMessages, accountPatterns, patterns } from 'shared-api';
import { rules, type Rule } from 'shared-ui';

/**
 * Spec 3 §5 'Sub-account username/password'. An empty field is a wrong format here (there is
 * no separate 'required' wording), so each rule also refuses emptiness with its own message.
 */
const formatRule = (regex: RegExp, message: string): Rule[] => [
  rules.required(message),
  rules.pattern(regex, message),
];

/** The user name: 4–14 characters, a letter first, then letters, digits, '-' or '_'. */
export const childNameRules = (message: string = accountMessages.childNameInvalid) =>
  formatRule(accountPatterns.childName, message);

/** The password: 8–16 letters and digits with at least one of each. */
export const childPasswordRules = (message: string = accountMessages.childPasswordInvalid) =>
  formatRule(patterns.loginPassword, message);

/** The confirmation must equal the password; a mismatch is a wrong password (§5). */
export const childConfirmRules = (message: string = accountMessages.childPasswordInvalid) => [
  rules.required(message),
  rules.confirm('password', message),
];
