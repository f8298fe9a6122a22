/**
 * Characters Chinese brands are made of. A dictionary word becomes a name candidate only
 * when every character is in PLEASANT_CHARS: nature, colours, treasures, virtues, luck and
 * craft, the vocabulary of real marks (金鹰, 彩虹, 清风, 华锐 …).
 */
export const PLEASANT_CHARS = new Set(
  (
    '金银玉珠宝翠晶钻彩丽美雅秀锦绣华荣辉耀光明亮晨曦阳旭日月星辰云霞虹天空海洋江河湖泉溪源流' +
    '波澜山峰岭松柏竹梅兰菊荷莲桃李杏梨橙柚果花草木林森叶芽禾稻麦谷丰盛茂旺隆兴昌泰安康宁和平' +
    '顺祥瑞福禄寿喜乐欢悦怡嘉佳优良善德仁信义诚智慧聪睿博达通远航帆舟骏马龙凤鹰燕鹤雁鸿鹏雀鹿' +
    '虎狮熊猫兔羊鱼蝶蜂春夏秋冬风雨雪霜露晴暖香甜蜜醇鲜清新净纯真味品臻尚典致韵逸飞翔腾跃威力' +
    '强劲健恒久永方圆满全百千万红黄绿青蓝紫白朱丹碧翡爱心情意梦想缘友家园居苑庭阁楼堂轩坊记宫' +
    '城东西南北中大小高宏伟卓越冠首尊贵君童贝精灵巧妙奇创维联合众同汇聚鑫淼森焱磊名艺诗书画文' +
    '音歌舞琴茶米糖豆瓜石岩川洲岛湾港浦滨田野原雾冰灯桥门船轮塔亭台镜扇鼎如吉庆运广雄豪杰英俊' +
    '欣静悠若水火土丝绸羽翼鸣声笑颜容姿采艳芳芬馨菲蕾薇芙蓉葵桂枫杨柳榕樱椰藤苗穗粮仓硕实藏珍' +
    '琦瑶琳琅瑜璟瑾璐珊瑚琥珀钰铭锋锐钧钟磐基业路途程驰骋速捷迅敏哲思知识才能工匠造正直端润泽' +
    '沛澄湛澈洁皓朗昊晟晖煜烨炫灿烁焕熙暄曜旦初元始开启乾坤宇宙寰球环舒畅适宜益佑护守望向往前' +
    '进步升登攀极至顶岳巅崇嵩夏神州'
  ).split(''),
);

/** Dictionary words that pass the character test but make poor or improper brand names. */
export const UNSUITABLE_WORDS = new Set(
  (
    '科长 首长 庭长 州长 船长 天皇 合同 小心 意味 意思 平白 长长 同堂 王家 林家 黄家 高家 叶家 ' +
    '前科 神灵 天神 大神 花神 风神 神情 神妙 作乐 同学 学制 作文 大学 石家 良家 艳情 情爱 ' +
    '风月 春心 空想 野心家 声明 质量 实质 水合 中华 中国 华夏 神州 中华和钟 国家 港台 ' +
    '名义 安全 合同书 合同工 同情心 清洁工 意向书 中文名 方向向 良久方 开绿灯 青天白日 清华同方 ' +
    '佳能 创维 全球通 圆明园 火工品 工业品 工业园 土石方 平台 方才 名流 空心'
  ).split(' '),
);

/** Word endings that make a dictionary word a profession or a field, not a brand (…家, …业). */
export const UNSUITABLE_ENDINGS = new Set('业学家长员量质制科性率度'.split(''));

/** Characters of coined names and company trade names (字号): 华锐, 恒泰, 鑫源 … */
export const TRADE_CHARS = (
  '华恒泰鑫源达德盛瑞锐嘉康美佳宏伟新兴隆昌丰利信诚通金银宝安福祥和顺星天海龙凤中东万百千汇聚' +
  '卓越博创科智联合远航雅尚优品锦润泽晟昊皓辉耀腾飞鹏骏豪杰英俊立正永长久益鼎宸弘宇睿恺铭'
).split('');

/** Family prefixes and suffixes: 小天鹅 beside 天鹅, 老字号 记, 坊, 堂 … */
export const FAMILY_PREFIXES = '小 新 老 金 优 家 好 大 真 鲜'.split(' ');
export const FAMILY_SUFFIXES =
  '堂 坊 记 福 派 宝 源 家 居 轩 屋 铺 阁 优品 之家 工坊 乐园 优选'.split(' ');

/**
 * Same-sounding characters brands swap to stand apart while sounding alike (华/骅/桦,
 * 瑞/睿/锐 …). Homophone lookups use these plus PLEASANT_CHARS and TRADE_CHARS.
 */
export const HOMOPHONE_EXTRAS =
  '骅桦铧蕊芮锐慷媄镁柯可珂轲瀚翰涵韩琪淇祺骐旗麒琦奕弈毅逸懿翊熠蔚尉渭炜玮韦纬薇伟'.split('');
