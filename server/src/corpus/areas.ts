import { areaList } from '@vant/area-data';
import { type Rng, WeightedPicker } from './random';
import type { AreaCity, AreaProvince, AreaReference } from './reference-types';

/**
 * "广西壮族自治区" → "广西", "北京市" → "北京", "湘西土家族苗族自治州" → "湘西": how company
 * names and filters say a place.
 */
export function shortAreaName(name: string): string {
  return name
    .replace(
      /((土家|苗|壮|藏|朝鲜|白|傣|回|侗|布依|哈尼|彝|羌|蒙古|哈萨克|柯尔克孜|景颇|傈僳)族?)+自治州$/,
      '',
    )
    .replace(/(壮族自治区|回族自治区|维吾尔自治区|自治区|特别行政区|地区|省|市|盟)$/, '');
}

/** Placeholders in the city list that group county-level cities; no one's address names them. */
const PSEUDO_CITIES = new Set(['省直辖县', '县', '自治区直辖县级行政区划']);

/** Builds AreaReference from the @vant/area-data package (installed). */
export function areaReferenceFromVant(): AreaReference {
  const counties = Object.entries(areaList.county_list).filter(
    ([, name]) => name !== '其它区' && name !== '市辖区',
  );
  return {
    provinces: Object.entries(areaList.province_list).map(([code, name]) => ({
      code,
      name,
      shortName: shortAreaName(name),
      cities: Object.entries(areaList.city_list)
        .filter(([cityCode]) => cityCode.slice(0, 2) === code.slice(0, 2))
        .map(([cityCode, cityName]) => ({
          code: cityCode,
          name: cityName,
          districts: counties
            .filter(([countyCode]) => countyCode.slice(0, 4) === cityCode.slice(0, 4))
            .map(([, county]) => county),
        })),
    })),
  };
}

/** Rough shares of applicants by province: the coast files most marks. */
const PROVINCE_WEIGHTS: Record<string, number> = {
  广东: 22,
  浙江: 12,
  江苏: 8,
  北京: 7,
  山东: 6,
  福建: 6,
  上海: 6,
  河南: 4,
  四川: 4,
  湖北: 3,
  湖南: 3,
  安徽: 3,
  河北: 3,
  江西: 2,
  广西: 2,
  重庆: 2,
  陕西: 2,
  辽宁: 1.5,
  云南: 1.5,
  天津: 1.2,
  贵州: 1,
  山西: 1,
  黑龙江: 1,
  吉林: 0.8,
  香港: 0.8,
  内蒙古: 0.7,
  新疆: 0.7,
  海南: 0.6,
  甘肃: 0.5,
  宁夏: 0.3,
  台湾: 0.3,
  青海: 0.2,
  西藏: 0.1,
  澳门: 0.1,
};

/** Cities that file far more than their province's average. */
const CITY_WEIGHTS: Record<string, number> = {
  深圳市: 9,
  广州市: 7,
  东莞市: 3,
  佛山市: 3,
  汕头市: 2,
  中山市: 1.5,
  杭州市: 6,
  宁波市: 3,
  温州市: 3,
  金华市: 3,
  台州市: 2,
  苏州市: 4,
  南京市: 3,
  无锡市: 2,
  常州市: 1.5,
  青岛市: 3,
  济南市: 2,
  临沂市: 1.5,
  潍坊市: 1.5,
  厦门市: 3,
  泉州市: 3,
  福州市: 2,
  成都市: 6,
  武汉市: 5,
  长沙市: 4,
  郑州市: 4,
  合肥市: 4,
  西安市: 4,
  昆明市: 3,
  沈阳市: 2,
  大连市: 2,
};

/** A holder's place: province and city, plus its district names when known. */
export interface Place {
  province: AreaProvince;
  city: AreaCity;
  /** "深圳市" → "深圳" */
  cityShort: string;
  /** a province-level city (北京市) names itself once in an address */
  municipality: boolean;
}

/** Picks a province by weight, then a city in it (the capital and big cities heavier). */
export class AreaPicker {
  private readonly provinces: WeightedPicker<AreaProvince>;
  private readonly cities = new Map<string, WeightedPicker<AreaCity>>();

  constructor(private readonly areas: AreaReference) {
    const usable = areas.provinces.filter((p) => p.cities.length > 0);
    if (usable.length === 0) throw new RangeError('the area reference has no cities');
    this.provinces = new WeightedPicker(
      usable,
      usable.map((p) => PROVINCE_WEIGHTS[p.shortName] ?? 1),
    );
    for (const province of usable) {
      const weights = province.cities.map((c, i) =>
        PSEUDO_CITIES.has(c.name) ? 0 : (CITY_WEIGHTS[c.name] ?? (i === 0 ? 3 : 1)),
      );
      this.cities.set(province.code, new WeightedPicker(province.cities, weights));
    }
  }

  pick(rng: Rng): Place {
    const province = this.provinces.pick(rng);
    const city = this.cities.get(province.code)?.pick(rng) ?? province.cities[0];
    if (!city) throw new RangeError(`${province.name} has no city`);
    return placeOf(province, city);
  }

  /** The place named by a province short name and a city name, if the reference has it. */
  find(provinceShort: string, cityName: string): Place | null {
    const province = this.areas.provinces.find((p) => p.shortName === provinceShort);
    const city = province?.cities.find((c) => c.name === cityName);
    return province && city ? placeOf(province, city) : null;
  }
}

function placeOf(province: AreaProvince, city: AreaCity): Place {
  return {
    province,
    city,
    cityShort: shortAreaName(city.name),
    municipality: province.name === city.name,
  };
}
