import { WeightedPicker, zipfWeights, type Rng } from '../random';

/** The commonest surnames, most frequent first (王, 李, 张 and 刘 alone cover a fifth). */
const SURNAMES = (
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶' +
  '程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛' +
  '郝龚邵万钱严覃武戴莫孔向汤'
).split('');
const surnames = new WeightedPicker(SURNAMES, zipfWeights(SURNAMES.length, 0.9, 2));

/** Characters of given names, men's and women's mixed. */
const GIVEN = (
  '伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀英霞平刚桂兰华玉萍红建文辉飞鑫波宁浩凯俊志新宇婷雪琳' +
  '晨欣怡佳慧颖晶倩雯嘉子涵轩梓睿博然思雨阳鹏海峰林国庆春燕亮成康永健斌凤云丹晓晖东旭'
).split('');

/** A Chinese personal name: a surname and one or two given-name characters. */
export function personName(rng: Rng): string {
  const surname = surnames.pick(rng);
  const first = rng.pick(GIVEN);
  if (rng.chance(0.3)) return surname + first;
  let second = rng.pick(GIVEN);
  while (second === first && rng.chance(0.8)) second = rng.pick(GIVEN);
  return surname + first + second;
}
