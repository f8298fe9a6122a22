import { mixSeed, Rng, WeightedPicker, zipfWeights } from '../random';

/** Where agencies sit: most in Beijing, then Shanghai and Guangdong. */
const PLACES = new WeightedPicker(
  '北京 北京市 上海 上海市 广州 深圳市 杭州 南京 成都 武汉 厦门 郑州 济南 西安 长沙 福州 重庆 天津 合肥 青岛 宁波 苏州 温州 义乌'.split(
    ' ',
  ),
  [30, 6, 12, 3, 8, 8, 5, 3, 3, 3, 3, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 1],
);
const WORD_CHARS =
  '集佳正理信诚智汇恒华博远卓越君和天中方圆睿知衡尚德润联合明达金隆腾瑞盛安科律铭捷思创标慧通'.split(
    '',
  );
const FORMS = new WeightedPicker(
  [
    '知识产权代理有限公司',
    '商标事务所有限公司',
    '商标代理有限公司',
    '知识产权服务有限公司',
    '律师事务所',
    '专利商标代理有限公司',
  ],
  [60, 12, 12, 10, 3, 3],
);

/** The agencies of a corpus: a few hundred, a handful of them filing a large share. */
export class AgencyPool {
  readonly names: readonly string[];
  private readonly picker: WeightedPicker<string>;

  constructor(seed: number, count: number) {
    const rng = new Rng(mixSeed(seed, 0xa6e7c1));
    const names = new Set<string>();
    while (names.size < count) {
      const first = rng.pick(WORD_CHARS);
      const second = rng.pick(WORD_CHARS);
      if (first === second) continue;
      names.add(`${PLACES.pick(rng)}${first}${second}${FORMS.pick(rng)}`);
    }
    this.names = [...names];
    this.picker = new WeightedPicker(this.names, zipfWeights(count, 0.9, 3));
  }

  pick(rng: Rng): string {
    return this.picker.pick(rng);
  }
}
