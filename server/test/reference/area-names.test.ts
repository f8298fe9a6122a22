import { cityShortName, provinceShortName } from '../../src/reference/datasets/area-names';

describe('area short names', () => {
  it.each([
    ['广东省', '广东'],
    ['北京市', '北京'],
    ['内蒙古自治区', '内蒙古'],
    ['广西壮族自治区', '广西'],
    ['西藏自治区', '西藏'],
    ['宁夏回族自治区', '宁夏'],
    ['新疆维吾尔自治区', '新疆'],
    ['香港特别行政区', '香港'],
    ['澳门特别行政区', '澳门'],
    ['台湾省', '台湾'],
  ])('province %s → %s', (name, short) => {
    expect(provinceShortName(name)).toBe(short);
  });

  it.each([
    ['深圳市', '深圳'],
    ['延边朝鲜族自治州', '延边'],
    ['黔东南苗族侗族自治州', '黔东南'],
    ['海西蒙古族藏族自治州', '海西'],
    ['克孜勒苏柯尔克孜自治州', '克孜勒苏'],
    ['锡林郭勒盟', '锡林郭勒'],
    ['大兴安岭地区', '大兴安岭'],
    ['金门县', '金门'],
    ['省直辖县', '省直辖县'],
    ['九龙', '九龙'],
  ])('city %s → %s', (name, short) => {
    expect(cityShortName(name)).toBe(short);
  });
});
