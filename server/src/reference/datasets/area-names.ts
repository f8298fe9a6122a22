/**
 * Short area names as holder addresses and the area filter write them: 广东省 → 广东,
 * 广西壮族自治区 → 广西, 香港特别行政区 → 香港, 深圳市 → 深圳, 延边朝鲜族自治州 → 延边.
 */

/** The peoples named in autonomous region and prefecture names, longest first. */
const PEOPLES = [
  '柯尔克孜',
  '维吾尔',
  '哈萨克',
  '布依',
  '哈尼',
  '景颇',
  '傈僳',
  '土家',
  '朝鲜',
  '蒙古',
  '苗',
  '藏',
  '羌',
  '彝',
  '侗',
  '壮',
  '傣',
  '白',
  '回',
].join('|');

const AUTONOMOUS_WITH_PEOPLES = new RegExp(`((${PEOPLES})族?)*自治(区|州)$`);
const AUTONOMOUS = /自治(区|州)$/;
const PROVINCE_SUFFIX = /(省|市|特别行政区)$/;
const CITY_SUFFIX = /(市|地区|盟|县)$/;

/** Drops a suffix only when at least two characters remain (so 沙市 would stay 沙市). */
function strip(name: string, suffix: RegExp): string {
  const short = name.replace(suffix, '');
  return short.length >= 2 ? short : name;
}

/** 内蒙古自治区 and 西藏自治区 end in a people's name too: keep it when it is the place. */
function stripAutonomous(name: string): string {
  const short = strip(name, AUTONOMOUS_WITH_PEOPLES);
  return short === name ? strip(name, AUTONOMOUS) : short;
}

export function provinceShortName(name: string): string {
  return strip(stripAutonomous(name), PROVINCE_SUFFIX);
}

/** '省直辖县' and '自治区直辖县级行政区划' are groupings, not places: kept whole. */
export function cityShortName(name: string): string {
  if (name.includes('直辖')) return name;
  return strip(stripAutonomous(name), CITY_SUFFIX);
}
