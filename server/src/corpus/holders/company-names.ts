import type { Place } from '../areas';
import type { TradeWord } from '../nice-classes';
import { pinyinWord } from '../names/pinyin';
import { WeightedPicker, type Rng } from '../random';

export interface CompanyName {
  cn: string;
  /** null for sole traders (商行, 经营部 …), which have no English name */
  en: string | null;
}

type Form = 'city' | 'province' | 'joint' | 'group' | 'bracket' | 'trader' | 'llc' | 'generic';
const FORMS = new WeightedPicker<Form>(
  ['city', 'province', 'joint', 'group', 'bracket', 'trader', 'llc', 'generic'],
  [40, 22, 6, 4, 4, 12, 6, 6],
);
const BIG_FORMS = new WeightedPicker<Form>(
  ['city', 'province', 'joint', 'group'],
  [25, 25, 25, 25],
);
const TRADERS = ['商行', '经营部', '厂', '店'];
const GENERIC_TRADES: readonly TradeWord[] = [
  ['实业', 'Industrial'],
  ['贸易', 'Trading'],
];

export interface CompanySpec {
  place: Place;
  /** the trade name (字号), 华锐 */
  trade: string;
  word: TradeWord;
  big: boolean;
  /** used by sole traders, whose names carry their district */
  district: string;
  /** whether the company also has an English name */
  english: boolean;
}

/**
 * A company name as the enterprise register forms it: place + trade name (字号) + industry
 * + organisation form, e.g. 深圳市华锐科技有限公司, 浙江恒泰食品有限公司, 华锐集团有限公司,
 * 广州市白云区华锐日用品商行.
 */
export function companyName(rng: Rng, spec: CompanySpec): CompanyName {
  const { place, trade, word, big, district } = spec;
  const form = (big ? BIG_FORMS : FORMS).pick(rng);
  const [industry, industryEn] = form === 'generic' ? rng.pick(GENERIC_TRADES) : word;
  const province = place.province.shortName;
  const names = (): CompanyName => {
    switch (form) {
      case 'city':
      case 'generic':
        return {
          cn: `${place.city.name}${trade}${industry}有限公司`,
          en: `${place.cityShort}|${industryEn}|Co., Ltd.`,
        };
      case 'province':
        return {
          cn: `${province}${trade}${industry}有限公司`,
          en: `${province}|${industryEn}|Co., Ltd.`,
        };
      case 'joint':
        return {
          cn: `${province}${trade}${industry}股份有限公司`,
          en: `${province}|${industryEn}|Co., Ltd.`,
        };
      case 'group':
        return { cn: `${trade}集团有限公司`, en: `|Group|Co., Ltd.` };
      case 'bracket':
        return {
          cn: `${trade}（${place.cityShort}）${industry}有限公司`,
          en: `(${place.cityShort})|${industryEn}|Co., Ltd.`,
        };
      case 'llc':
        return {
          cn: `${place.city.name}${trade}${industry}有限责任公司`,
          en: `${place.cityShort}|${industryEn}|Co., Ltd.`,
        };
      case 'trader':
        return {
          cn: `${place.city.name}${district}${trade}${industry}${rng.pick(TRADERS)}`,
          en: null,
        };
    }
  };
  const { cn, en } = names();
  return { cn, en: en === null || !spec.english ? null : englishName(en, trade) };
}

/** "深圳|Technology|Co., Ltd." + 华锐 → "Shenzhen Huarui Technology Co., Ltd." */
function englishName(template: string, trade: string): string {
  const [place = '', industry = '', form = ''] = template.split('|');
  const placeEn = place.startsWith('(')
    ? `(${pinyinWord(place.slice(1, -1))})`
    : place && pinyinWord(place);
  const tradeEn = pinyinWord(trade);
  const ordered = place.startsWith('(') ? [tradeEn, placeEn] : [placeEn, tradeEn];
  return [...ordered, industry, form].filter(Boolean).join(' ');
}
