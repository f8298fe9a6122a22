import { WeightedPicker } from './random';

/** A trade word a company in a class uses in its name, in Chinese and English. */
export type TradeWord = readonly [cn: string, en: string];

interface ClassProfile {
  /** relative share of filings (recent CNIPA statistics, rounded) */
  weight: number;
  /** classes a holder of this class also files in (a food maker in 29 files 30, 35, 43 …) */
  related: readonly number[];
  trades: readonly TradeWord[];
}

const P = (weight: number, related: number[], ...trades: TradeWord[]): ClassProfile => ({
  weight,
  related,
  trades,
});

/** Nice classes 1–45: 35, 9, 25, 30, 29, 43, 41, 3, 42, 5 are heavy; 13, 15, 23 light. */
export const CLASS_PROFILES: Readonly<Record<number, ClassProfile>> = {
  1: P(0.9, [2, 4, 17], ['化工', 'Chemical'], ['新材料', 'New Material']),
  2: P(0.5, [1, 19, 16], ['涂料', 'Coatings'], ['颜料', 'Pigment']),
  3: P(
    4.3,
    [5, 21, 35, 44],
    ['化妆品', 'Cosmetics'],
    ['日化', 'Daily Chemical'],
    ['生物科技', 'Biotechnology'],
  ),
  4: P(0.5, [1, 7, 12], ['能源', 'Energy'], ['润滑油', 'Lubricant']),
  5: P(
    3.7,
    [3, 10, 44, 30],
    ['医药', 'Pharmaceutical'],
    ['药业', 'Pharmaceutical'],
    ['生物科技', 'Biotechnology'],
  ),
  6: P(1.3, [19, 20, 7, 8], ['五金', 'Hardware'], ['金属制品', 'Metal Products']),
  7: P(1.5, [8, 9, 11, 6], ['机械', 'Machinery'], ['机械设备', 'Machinery Equipment']),
  8: P(0.8, [7, 21, 6], ['工具', 'Tools'], ['五金工具', 'Hardware Tools']),
  9: P(
    7.5,
    [42, 38, 35, 11],
    ['科技', 'Technology'],
    ['电子科技', 'Electronic Technology'],
    ['智能科技', 'Intelligent Technology'],
    ['电子', 'Electronics'],
  ),
  10: P(1.5, [5, 44, 9], ['医疗器械', 'Medical Instruments'], ['医疗科技', 'Medical Technology']),
  11: P(
    2.6,
    [9, 7, 21],
    ['电器', 'Electric Appliance'],
    ['照明', 'Lighting'],
    ['厨卫', 'Kitchen and Bathroom'],
  ),
  12: P(
    1.2,
    [7, 9, 37, 4],
    ['汽车', 'Automobile'],
    ['汽车配件', 'Auto Parts'],
    ['车业', 'Vehicle'],
  ),
  13: P(0.1, [28], ['烟花', 'Fireworks']),
  14: P(1.3, [26, 18, 35], ['珠宝', 'Jewelry'], ['钟表', 'Watch']),
  15: P(0.2, [9, 28, 41], ['乐器', 'Musical Instrument']),
  16: P(2.0, [35, 41, 9], ['文具', 'Stationery'], ['印刷', 'Printing'], ['纸业', 'Paper']),
  17: P(0.6, [1, 19, 22], ['塑胶', 'Plastic'], ['橡胶制品', 'Rubber Products']),
  18: P(1.6, [25, 14, 35], ['皮具', 'Leather'], ['箱包', 'Luggage']),
  19: P(1.2, [6, 37, 20], ['建材', 'Building Materials'], ['陶瓷', 'Ceramics']),
  20: P(2.3, [21, 24, 19, 11], ['家具', 'Furniture'], ['家居', 'Home Furnishing']),
  21: P(
    2.7,
    [20, 11, 8, 3],
    ['日用品', 'Daily Necessities'],
    ['厨具', 'Kitchenware'],
    ['玻璃制品', 'Glassware'],
  ),
  22: P(0.25, [23, 24, 17], ['绳网', 'Rope and Net'], ['纺织', 'Textile']),
  23: P(0.12, [22, 24, 25], ['纺织', 'Textile'], ['纱线', 'Yarn']),
  24: P(1.3, [25, 20, 22], ['家纺', 'Home Textile'], ['纺织品', 'Textiles']),
  25: P(6.3, [18, 35, 24, 26], ['服饰', 'Apparel'], ['服装', 'Garment'], ['鞋业', 'Footwear']),
  26: P(0.6, [25, 14], ['饰品', 'Accessories'], ['服装辅料', 'Garment Accessories']),
  27: P(0.3, [24, 20], ['地毯', 'Carpet'], ['装饰材料', 'Decoration Materials']),
  28: P(1.8, [9, 16, 25, 41], ['玩具', 'Toys'], ['体育用品', 'Sporting Goods']),
  29: P(
    4.8,
    [30, 31, 35, 43, 32],
    ['食品', 'Food'],
    ['肉制品', 'Meat Products'],
    ['乳业', 'Dairy'],
  ),
  30: P(5.6, [29, 32, 35, 43], ['食品', 'Food'], ['茶业', 'Tea'], ['粮油', 'Grain and Oil']),
  31: P(
    2.0,
    [29, 30, 44],
    ['农业', 'Agriculture'],
    ['农业科技', 'Agricultural Technology'],
    ['果业', 'Fruit'],
  ),
  32: P(2.8, [33, 30, 29, 35], ['饮品', 'Beverage'], ['饮料', 'Beverage']),
  33: P(2.4, [32, 35, 30], ['酒业', 'Wine'], ['酿酒', 'Brewery']),
  34: P(0.5, [9, 11], ['烟具', 'Smoking Articles']),
  35: P(
    12.5,
    [9, 41, 42, 25],
    ['商贸', 'Trading'],
    ['电子商务', 'E-commerce'],
    ['贸易', 'Trading'],
    ['企业管理', 'Enterprise Management'],
  ),
  36: P(
    1.2,
    [35, 42, 9],
    ['投资', 'Investment'],
    ['投资管理', 'Investment Management'],
    ['金融服务', 'Financial Services'],
  ),
  37: P(
    1.0,
    [19, 6, 42],
    ['建筑工程', 'Construction Engineering'],
    ['装饰工程', 'Decoration Engineering'],
  ),
  38: P(0.8, [9, 42, 35], ['通信', 'Communication'], ['网络', 'Network']),
  39: P(1.0, [35, 43, 12], ['物流', 'Logistics'], ['旅游', 'Tourism'], ['供应链', 'Supply Chain']),
  40: P(0.6, [42, 37, 7], ['加工', 'Processing'], ['环保科技', 'Environmental Technology']),
  41: P(
    4.5,
    [9, 16, 35, 42],
    ['教育科技', 'Education Technology'],
    ['文化传媒', 'Culture Media'],
    ['文化', 'Culture'],
  ),
  42: P(
    4.2,
    [9, 35, 38, 41],
    ['网络科技', 'Network Technology'],
    ['信息技术', 'Information Technology'],
    ['软件', 'Software'],
  ),
  43: P(
    4.7,
    [30, 29, 35, 32],
    ['餐饮管理', 'Catering Management'],
    ['酒店管理', 'Hotel Management'],
    ['餐饮', 'Catering'],
  ),
  44: P(
    2.4,
    [3, 5, 10, 41],
    ['健康管理', 'Health Management'],
    ['医疗美容', 'Medical Cosmetology'],
    ['生物科技', 'Biotechnology'],
  ),
  45: P(
    0.9,
    [35, 41, 42],
    ['安保', 'Security'],
    ['咨询', 'Consulting'],
    ['婚庆', 'Wedding Services'],
  ),
};

export function classProfile(classId: number): ClassProfile {
  const profile = CLASS_PROFILES[classId];
  if (!profile) throw new RangeError(`no Nice class ${classId}`);
  return profile;
}

/** Classes by their share of filings, limited to those the goods reference covers. */
export function classPicker(available: readonly number[]): WeightedPicker<number> {
  return new WeightedPicker(
    available,
    available.map((id) => classProfile(id).weight),
  );
}
