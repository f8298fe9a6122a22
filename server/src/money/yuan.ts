/** Amounts are integer cents everywhere; yuan exist only as text at the edges (spec 3 §9). */

/** 123456 → '1234.56' (never a float: 0.1 + 0.2 must not show up in a ledger). */
export function formatYuan(cents: number): string {
  const abs = Math.abs(cents);
  const text = `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return cents < 0 ? `-${text}` : text;
}

/** A wallet change as the order table shows it: '+100.00', '-2999.00', '0.00'. */
export const signedYuan = (cents: number): string =>
  cents > 0 ? `+${formatYuan(cents)}` : formatYuan(cents);

const YUAN_TEXT = /^(\d{1,12})(?:\.(\d{1,2}))?$/;

/** '12.5' → 1250; null unless plain digits with at most two decimals (no sign, no exponent). */
export function parseYuan(text: string): number | null {
  const match = YUAN_TEXT.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
