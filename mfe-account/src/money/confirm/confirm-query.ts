/** What /confirm was opened for (spec 3 §2.5). */
export interface ConfirmQuery {
  /** levelvip=renew: the level held is bought again; otherwise an upgrade or a first purchase. */
  isRenew: boolean;
  /** The page's heading mode: renew, upgrade, or a purchase from /vip. */
  mode: 'renew' | 'upgrade' | 'buy';
  /** routes=vip: the level and years chosen on /vip (null when absent or not a number). */
  levelId: number | null;
  years: number | null;
}

const wholeNumber = (raw: string | null): number | null => {
  const value = Number(raw);
  return raw !== null && raw.trim() !== '' && Number.isInteger(value) ? value : null;
};

/** Reads ?levelvip=renew|upgrade or ?routes=vip&type=&num=. */
export function readConfirmQuery(params: URLSearchParams): ConfirmQuery {
  const levelvip = params.get('levelvip');
  if (levelvip === 'renew' || levelvip === 'upgrade') {
    return { isRenew: levelvip === 'renew', mode: levelvip, levelId: null, years: null };
  }
  const fromVip = params.get('routes') === 'vip';
  return {
    isRenew: false,
    mode: 'buy',
    levelId: fromVip ? wholeNumber(params.get('type')) : null,
    years: fromVip ? wholeNumber(params.get('num')) : null,
  };
}
