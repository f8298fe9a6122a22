import type { Place } from '../areas';
import { shortAreaName } from '../areas';
import { pinyinWord } from '../names/pinyin';
import type { Rng } from '../random';

export interface Address {
  cn: string;
  en: string | null;
}

const ROAD_NAMES =
  '人民 解放 中山 建设 和平 新华 长江 黄河 科技 工业 滨江 东风 文化 学府 迎宾 光明 胜利 朝阳 青年 花园 环城 振兴 团结 创业 华夏 金融 湖滨 延安 友谊 健康 新城 五一 跃进 复兴 前进 兴业 沿江 锦绣 高新'.split(
    ' ',
  );
const ROAD_KINDS: readonly (readonly [string, string])[] = [
  ['路', 'Road'],
  ['路', 'Road'],
  ['大道', 'Avenue'],
  ['街', 'Street'],
  ['东路', 'East Road'],
  ['西路', 'West Road'],
  ['南路', 'South Road'],
  ['北路', 'North Road'],
];
const GENERIC_DISTRICTS = ['高新区', '经济开发区', '城区', '工业园区', '新区'];
const BUILDINGS = '国贸 金融 科技 华润 世纪 时代 环球 中心 财富 商务 创新 数码 联合 中信'.split(
  ' ',
);

/** A district of the place's city; generic ones (高新区) when the reference lists none. */
export function pickDistrict(rng: Rng, place: Place): string {
  return rng.pick(place.city.districts?.length ? place.city.districts : GENERIC_DISTRICTS);
}

export interface AddressSpec {
  place: Place;
  district: string;
  /** a flat (individuals) rather than business premises */
  residential: boolean;
  /** also write the address in English */
  english: boolean;
}

/** A street address in the holder's city: district, road, number and building or flat. */
export function domesticAddress(rng: Rng, spec: AddressSpec): Address {
  const { place, district, residential, english } = spec;
  const roadName = rng.pick(ROAD_NAMES);
  const [roadKind, roadKindEn] = rng.pick(ROAD_KINDS);
  const number = rng.chance(0.7) ? rng.between(1, 199) : rng.between(200, 1888);
  const building = rng.between(1, 12);
  const floor = rng.between(1, 32);
  const room = floor * 100 + rng.between(1, 20);
  const prefix = place.municipality ? place.city.name : place.province.name + place.city.name;
  const street = `${prefix}${district}${roadName}${roadKind}${number}号`;
  let cn: string;
  let enExtra: string;
  if (residential) {
    const unit = rng.between(1, 6);
    cn = `${street}${building}栋${unit}单元${room}室`;
    enExtra = `Room ${room}, Unit ${unit}, Building ${building}, `;
  } else {
    const style = rng.int(4);
    const tower = rng.pick(BUILDINGS);
    cn =
      [
        street,
        `${street}${building}栋${floor}层`,
        `${street}${tower}大厦${floor}层${room}室`,
        `${street}${floor}楼`,
      ][style] ?? street;
    enExtra =
      [
        '',
        `Floor ${floor}, Building ${building}, `,
        `Room ${room}, ${pinyinWord(tower)} Building, `,
        `Floor ${floor}, `,
      ][style] ?? '';
  }
  if (!english) return { cn, en: null };
  const city = pinyinWord(place.cityShort);
  const province = place.municipality ? '' : `${pinyinWord(shortAreaName(place.province.name))}, `;
  const en = `${enExtra}No. ${number}, ${pinyinWord(roadName)} ${roadKindEn}, ${districtInEnglish(district)}, ${city}, ${province}China`;
  return { cn, en };
}

/** "南山区" → "Nanshan District", "长安镇" → "Chang'an Town" style. */
function districtInEnglish(district: string): string {
  const kinds: readonly (readonly [string, string])[] = [
    ['街道', 'Subdistrict'],
    ['区', 'District'],
    ['县', 'County'],
    ['市', 'City'],
    ['镇', 'Town'],
    ['旗', 'Banner'],
  ];
  for (const [suffix, english] of kinds) {
    if (district.endsWith(suffix) && district.length > suffix.length) {
      return `${pinyinWord(district.slice(0, -suffix.length))} ${english}`;
    }
  }
  return pinyinWord(district);
}
