/**
 * Rule builders for the global form rules of spec 3 §5. A rule gets the field's value and all
 * form values and returns an error message, or nothing when the value is fine. It may return a
 * Promise (the login and forgot-password forms ask the server whether a phone is registered).
 *
 * Format rules let an empty value pass: emptiness is `required`'s job, so an empty optional
 * field is never reported as malformed and a required one shows one message, not two.
 */
import { patternMessages, patterns } from 'shared-api';
import { messages } from '../messages';

// `object`, not `Record<string, unknown>`: form values are often declared as interfaces, and an
// interface is not assignable to an index-signature type.
export type FormValues = object;
export type RuleResult = string | null | undefined | void;
export type Rule<V = FormValues> = (value: unknown, values: V) => RuleResult | Promise<RuleResult>;

/** Empty means nothing typed: undefined, null, blank text or an empty list. `false` is a value. */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : String(value));

/** A rule that fails when the (non-empty) value does not match `regex`. */
export function pattern(regex: RegExp, message: string): Rule {
  return (value) => (isEmpty(value) || regex.test(text(value)) ? undefined : message);
}

export function required(message: string = messages.form.required): Rule {
  return (value) => (isEmpty(value) ? message : undefined);
}

// Octets 0-255 without leading zeros, so '01.2.3.4' is not taken for a different address.
const OCTET = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = new RegExp(`^(${OCTET}\\.){3}${OCTET}$`);
const HOST_NAME = /^(localhost|([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,})$/;
const SERVER_URL = /^(?:(https?):\/\/)?([^\s:/?#]+)(?::(\d{1,5}))?(?:[/?#]\S*)?$/;

function isPort(value: string) {
  return /^\d{1,5}$/.test(value) && Number(value) <= 65535;
}

/** Server address: optional http(s) scheme, a host name or IPv4 address, optional port and path. */
function isServerUrl(value: string) {
  const match = SERVER_URL.exec(value);
  if (!match) return false;
  const [, , host = '', port] = match;
  const hostOk = /^[\d.]+$/.test(host) ? IPV4.test(host) : HOST_NAME.test(host);
  return hostOk && (port === undefined || isPort(port));
}

export const phone = (): Rule => pattern(patterns.phone, patternMessages.phone);
export const userName = (): Rule => pattern(patterns.userName, patternMessages.userName);
export const subAccount = (): Rule => pattern(patterns.subAccount, patternMessages.subAccount);
export const email = (): Rule => pattern(patterns.email, patternMessages.email);
export const smsCode = (): Rule => pattern(patterns.smsCode, patternMessages.smsCode);
export const loginPassword = (): Rule =>
  pattern(patterns.loginPassword, patternMessages.loginPassword);
export const tradePassword = (): Rule =>
  pattern(patterns.tradePassword, patternMessages.tradePassword);
export const newPassword = (): Rule => pattern(patterns.newPassword, patternMessages.newPassword);
export const referrer = (): Rule => pattern(patterns.referrer, patternMessages.referrer);
export const ipv4 = (): Rule => pattern(IPV4, messages.form.ipv4);

export function port(): Rule {
  return (value) => (isEmpty(value) || isPort(text(value)) ? undefined : messages.form.port);
}

export function serverUrl(): Rule {
  return (value) =>
    isEmpty(value) || isServerUrl(text(value)) ? undefined : messages.form.serverUrl;
}

/** Equal to another field of the form (password confirmation). */
export function confirm(
  otherField: string,
  message: string = patternMessages.confirmPassword,
): Rule {
  return (value, values) =>
    isEmpty(value) || value === (values as Record<string, unknown>)[otherField]
      ? undefined
      : message;
}

/** A number (integer or decimal, optionally negative); `field` names it in the message. */
export function number(field: string): Rule {
  return (value) => {
    if (isEmpty(value)) return undefined;
    const ok =
      typeof value === 'number' ? Number.isFinite(value) : /^-?\d+(\.\d+)?$/.test(text(value));
    return ok ? undefined : patternMessages.number(field);
  };
}

/**
 * The user-agreement rule. Spec 3 §5 lists it with the message '请阅读用户协议，并同意' but
 * states that it always passes, so it does: registration is not blocked by the checkbox.
 */
export function agreement(): Rule {
  return () => undefined;
}
