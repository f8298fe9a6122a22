import type { TradeWord } from '../nice-classes';
import { coinedLatin } from '../names/new-name';
import { TRANSLATABLE_WORDS } from '../names/latin';
import { WeightedPicker, type Rng } from '../random';

type Pair = readonly [cn: string, en: string];

interface Country {
  cn: string;
  en: string;
  weight: number;
  /** company forms: Inc. → 公司, GmbH → 有限责任公司, Co., Ltd. (Japan) → 株式会社 */
  forms: readonly Pair[];
  cities: readonly Pair[];
  /** streets; empty for Japan, whose addresses are block numbers (丁目, 番, 号) */
  streets: readonly Pair[];
  /** "1209 Orange Street" (true) or "Hauptstrasse 12" (false) */
  numberFirst: boolean;
}

/**
 * cn|en|weight|forms|cities|streets|n (number first) or s (street first); lists split by
 * ";" and pairs by "=" (English names contain commas). Forms pair English → Chinese.
 */
const COUNTRY_TABLE = `美国|USA|30|Inc.=公司;LLC=有限责任公司;Corporation=公司|特拉华州威尔明顿市=Wilmington, Delaware;加利福尼亚州旧金山市=San Francisco, California;纽约州纽约市=New York, New York;华盛顿州西雅图市=Seattle, Washington|橘子街=Orange Street;市场街=Market Street;公园大道=Park Avenue;主街=Main Street|n
日本|Japan|18|Co., Ltd.=株式会社;Corporation=株式会社|东京都港区=Minato-ku, Tokyo;东京都千代田区=Chiyoda-ku, Tokyo;大阪府大阪市=Osaka-shi, Osaka||n
韩国|Republic of Korea|12|Co., Ltd.=株式会社;Corporation=公司|首尔特别市江南区=Gangnam-gu, Seoul;京畿道城南市=Seongnam-si, Gyeonggi-do|德黑兰路=Teheran-ro;世宗大路=Sejong-daero|n
德国|Germany|10|GmbH=有限责任公司;AG=股份公司|慕尼黑=Munich;汉堡=Hamburg;斯图加特=Stuttgart|豪普特大街=Hauptstrasse;火车站大街=Bahnhofstrasse|s
法国|France|7|S.A.S.=简化股份有限公司;S.A.=股份有限公司|巴黎=Paris;里昂=Lyon|和平街=Rue de la Paix;香榭丽舍大道=Avenue des Champs-Elysees|n
英国|United Kingdom|6|Limited=有限公司;PLC=公众有限公司|伦敦=London;曼彻斯特=Manchester|国王街=King Street;牛津街=Oxford Street|n
意大利|Italy|5|S.p.A.=股份公司;S.r.l.=有限责任公司|米兰=Milan;都灵=Turin|罗马大街=Via Roma;但丁大街=Via Dante|s
瑞士|Switzerland|4|AG=股份公司;SA=股份公司|苏黎世=Zurich;日内瓦=Geneva|班霍夫大街=Bahnhofstrasse|s
新加坡|Singapore|3|Pte. Ltd.=私人有限公司|新加坡=Singapore|乌节路=Orchard Road|n`;

const pairs = (list: string, englishFirst = false): Pair[] =>
  list
    .split(';')
    .filter(Boolean)
    .map((pair) => {
      const [a = '', b = ''] = pair.split('=');
      return englishFirst ? [b, a] : [a, b];
    });

const COUNTRIES: readonly Country[] = COUNTRY_TABLE.split('\n').map((line) => {
  const [cn = '', en = '', weight = '1', forms = '', cities = '', streets = '', order] =
    line.split('|');
  return {
    cn,
    en,
    weight: Number(weight),
    forms: pairs(forms, true),
    cities: pairs(cities),
    streets: pairs(streets),
    numberFirst: order === 'n',
  };
});
const countries = new WeightedPicker(
  COUNTRIES,
  COUNTRIES.map((c) => c.weight),
);

export interface ForeignHolder {
  nameCn: string;
  nameEn: string;
  addrCn: string;
  addrEn: string;
}

/**
 * A company abroad: an English name (coined, "Lumora Technology Inc.", or plain words,
 * "Golden Harbor Food Limited") with the Chinese name its filings use (卢莫拉科技公司,
 * 金港食品有限公司), and an address in both languages.
 */
export function foreignHolder(rng: Rng, word: TradeWord): ForeignHolder {
  const country = countries.pick(rng);
  const [formCn, form] = rng.pick(country.forms);
  let stem: Pair;
  if (rng.chance(0.6)) {
    const coined = coinedLatin(rng);
    const latin = coined.latin.charAt(0) + coined.latin.slice(1).toLowerCase();
    stem = [coined.cn, latin];
  } else {
    const [firstEn, firstCn] = rng.pick(TRANSLATABLE_WORDS);
    const [secondEn, secondCn] = rng.pick(TRANSLATABLE_WORDS);
    stem =
      firstEn === secondEn ? [firstCn, firstEn] : [firstCn + secondCn, `${firstEn} ${secondEn}`];
  }
  const [industryCn, industryEn] = word;
  const [cityCn, cityEn] = rng.pick(country.cities);
  const number = rng.between(1, 2400);
  let addrCn: string;
  let addrEn: string;
  if (country.streets.length === 0) {
    const [a, b, c] = [rng.between(1, 9), rng.between(1, 30), rng.between(1, 20)];
    addrCn = `${country.cn}国${cityCn}${a}丁目${b}番${c}号`;
    addrEn = `${a}-${b}-${c} ${cityEn}, ${country.en}`;
  } else {
    const [streetCn, streetEn] = rng.pick(country.streets);
    addrCn = `${country.cn}${cityCn}${streetCn}${number}号`;
    const street = country.numberFirst ? `${number} ${streetEn}` : `${streetEn} ${number}`;
    addrEn = `${street}, ${cityEn}, ${country.en}`;
  }
  return {
    nameCn: `${stem[0]}${industryCn}${formCn}`,
    nameEn: `${stem[1]} ${industryEn} ${form}`,
    addrCn,
    addrEn,
  };
}
