import type { AreaPicker } from '../areas';
import type { GoodsPicker } from '../goods-picker';
import { mixSeed, Rng } from '../random';
import { domesticAddress, pickDistrict } from './addresses';
import type { AgencyPool } from './agencies';
import type { Holder } from './holder';
import type { HolderPools } from './holder-pools';

/** A collective or certification mark and the association that holds it. */
export interface SpecialMark {
  name: string;
  type: '集体商标' | '证明商标';
  classes: readonly number[];
  /** goods named with this word come first (茶 for 西湖龙井) */
  keyword: string;
  holder: Holder;
}

/**
 * Geographical indications and trade-association marks as CNIPA registers them:
 * name|type (证=证明商标, 集=集体商标)|classes|province|city|holder|keyword.
 */
const SPECIAL_MARKS = `西湖龙井|证|30|浙江|杭州市|杭州市西湖区龙井茶产业协会|茶
安吉白茶|证|30|浙江|湖州市|安吉县茶叶协会|茶
五常大米|证|30|黑龙江|哈尔滨市|五常市大米协会|米
阳澄湖大闸蟹|集|31|江苏|苏州市|苏州市阳澄湖大闸蟹行业协会|蟹
库尔勒香梨|证|31|新疆|巴音郭楞蒙古自治州|库尔勒香梨协会|梨
赣南脐橙|证|31|江西|赣州市|赣州市果业协会|橙
烟台苹果|证|31|山东|烟台市|烟台市苹果协会|苹果
盱眙龙虾|证|31,29,43|江苏|淮安市|盱眙县龙虾协会|虾
金华火腿|证|29|浙江|金华市|金华市金华火腿协会|火腿
镇江香醋|证|30|江苏|镇江市|镇江市醋业协会|醋
郫县豆瓣|证|30|四川|成都市|成都市郫都区食品工业协会|酱
信阳毛尖|证|30|河南|信阳市|信阳市茶叶协会|茶
武夷山大红袍|证|30|福建|南平市|武夷山市茶业同业公会|茶
洛川苹果|证|31|陕西|延安市|洛川县苹果产业协会|苹果
章丘大葱|证|31|山东|济南市|济南市章丘区大葱协会|葱
涪陵榨菜|证|29|重庆|重庆市|重庆市涪陵区榨菜协会|菜
宁夏枸杞|证|31,5|宁夏|银川市|宁夏枸杞协会|枸杞
新会陈皮|证|31,30|广东|江门市|江门市新会区陈皮行业协会|陈皮
黄山毛峰|证|30|安徽|黄山市|黄山市茶业协会|茶
安溪铁观音|证|30|福建|泉州市|安溪县茶业协会|茶
沙县小吃|集|43|福建|三明市|沙县小吃同业公会|餐
德州扒鸡|证|29|山东|德州市|德州市扒鸡行业协会|鸡
潍坊风筝|集|28|山东|潍坊市|潍坊市风筝协会|风筝
宜兴紫砂|集|21|江苏|无锡市|宜兴市陶瓷行业协会|陶
龙口粉丝|证|30|山东|烟台市|龙口粉丝协会|粉丝
文山三七|证|5|云南|文山壮族苗族自治州|文山三七产业协会|三七
南丰蜜桔|证|31|江西|抚州市|南丰县蜜桔协会|桔
平谷大桃|证|31|北京|北京市|北京市平谷区大桃产业协会|桃
柳州螺蛳粉|集|30|广西|柳州市|柳州市螺蛳粉协会|粉
兰州牛肉拉面|集|43,30|甘肃|兰州市|兰州牛肉拉面行业协会|面`;

export interface SpecialSources {
  seed: number;
  areas: AreaPicker;
  goods: GoodsPicker;
  pools: HolderPools;
  agencies: AgencyPool;
}

/**
 * The special marks whose classes the goods reference covers, each with its association as
 * holder (placed in its city when the area reference has it).
 */
export function specialMarks(sources: SpecialSources): SpecialMark[] {
  const { seed, areas, goods, pools, agencies } = sources;
  const rng = new Rng(mixSeed(seed, 0x5be1a1));
  const available = new Set(goods.classIds());
  const marks: SpecialMark[] = [];
  for (const line of SPECIAL_MARKS.split('\n')) {
    const [
      name = '',
      kind,
      classList = '',
      province = '',
      city = '',
      holderName = '',
      keyword = '',
    ] = line.split('|');
    const classes = classList
      .split(',')
      .map(Number)
      .filter((id) => available.has(id));
    if (classes.length === 0 || !pools.claimName(holderName)) continue;
    const place = areas.find(province, city) ?? areas.pick(rng);
    const address = domesticAddress(rng, {
      place,
      district: pickDistrict(rng, place),
      residential: false,
      english: false,
    });
    const holder: Holder = {
      id: pools.newId(),
      kind: 'association',
      nameCn: holderName,
      nameEn: null,
      addrCn: address.cn,
      addrEn: null,
      areaCode: place.province.code,
      cityCode: place.city.code,
      primaryClass: classes[0] ?? 30,
      breadth: 1,
      agency: agencies.pick(rng),
      agencyShare: 0.5,
      activeFrom: 0.1,
      activeTo: 1,
    };
    marks.push({ name, type: kind === '集' ? '集体商标' : '证明商标', classes, keyword, holder });
  }
  return marks;
}
