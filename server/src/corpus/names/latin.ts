/** English words brands use, upper case as most Latin marks are filed in China. */
export const ENGLISH_WORDS = (
  'SUN STAR BLUE OCEAN SUNSHINE GOLDEN EAGLE PANDA LOTUS MAPLE RIVER CROWN HORIZON SUMMIT NOVA ' +
  'ORBIT PIXEL HARBOR MEADOW FALCON TIGER DRAGON PHOENIX JADE PEARL CRYSTAL SILVER AURORA BREEZE ' +
  'CLOUD MAGIC HAPPY SMART FRESH PURE GREEN NATURE URBAN VISION SPARK FUTURE ROYAL LUCKY JOY BLOOM ' +
  'COSMOS ZEN ECHO ATLAS APEX VERTEX ALPHA DELTA TERRA POLAR ARCTIC SAFARI CHERRY MANGO HONEY COCO ' +
  'SWEET SKY WAVE STONE FOREST WILLOW MOON COMET GALAXY ROCKET BEAR FOX WOLF OWL DOLPHIN KOALA ' +
  'BAMBOO ORCHID IVY ROSE LILY DAISY MINT OLIVE AMBER CORAL INDIGO SCARLET IRON BRAVE SWIFT NOBLE ' +
  'GRAND PRIME ELITE CLASSIC MODERN HOME FAMILY KIDS BABY CHEF KITCHEN GARDEN VALLEY ISLAND BRIDGE ' +
  'TOWER CASTLE PALACE ANCHOR COMPASS VOYAGE DREAM SMILE HELLO BUDDY UNION TRUST HONOR GLORY ' +
  'LEGEND SPIRIT ENERGY POWER MOTION RHYTHM MELODY HARMONY LANE PARK OAK PINE MAPLE BERRY PEACH'
).split(' ');

/** A piece of a coined name with the characters that transliterate it (Lu → 卢). */
export type Syllable = readonly [latin: string, cn: string];

const pieces = (text: string): Syllable[] =>
  text.split(' ').map((pair) => pair.split(':') as unknown as Syllable);

/** Openings, middles and endings of coined names: Lu·mo·ra, Van·trix, Ze·ni·ta … */
export const COINED_STARTS = pieces(
  'lu:卢 mo:莫 van:万 ve:维 zo:佐 ka:卡 ta:塔 li:利 sa:萨 ne:内 mi:米 ro:罗 bel:贝尔 del:德尔 ' +
    'sol:索尔 vi:维 xa:萨 dor:多尔 fin:芬 lex:莱克斯 el:埃尔 an:安 ar:阿尔 cor:科尔 mar:马尔 ' +
    'ze:泽 ki:基 po:波 ten:滕 da:达 sen:森 nor:诺尔 tor:托尔 lin:林 kor:科尔 ven:文 ori:奥里 ' +
    'ca:卡 le:勒 ma:玛 ni:尼 pe:佩 que:奎 ru:鲁 si:西 te:特 va:瓦 xe:赛 ya:娅 zi:齐 bri:布里 ' +
    'cla:克拉 fla:弗拉 glo:格洛 pri:普里 tri:特里 vo:沃 lu:璐 ae:埃 io:伊奥 hal:哈尔 mer:默 ' +
    'sil:西尔 val:瓦尔 zan:赞 quin:昆 ev:埃夫 om:奥姆',
);
export const COINED_MIDDLES = pieces(
  'mo:莫 ri:里 na:纳 ve:韦 li:利 ta:塔 ni:尼 lo:洛 ra:拉 vi:维 do:多 ka:卡 me:梅 si:西 ' +
    'ba:巴 le:莱 mi:米 no:诺 pa:帕 ro:罗 sa:萨 te:特 vo:沃 za:扎',
);
export const COINED_ENDINGS = pieces(
  'ra:拉 trix:崔克斯 ra:拉 na:娜 ta:塔 lia:莉亚 ria:里亚 nix:尼克斯 lon:隆 dor:多 vex:维克斯 ' +
    'zen:森 via:维亚 ssa:萨 ro:罗 x:克斯 us:斯 ex:克斯 on:昂 io:奥 is:斯 ine:因 elle:埃尔 ano:诺 ' +
    'ova:奥瓦 ura:乌拉 ena:娜 ium:姆 ique:克 ence:恩斯 ant:安特 ent:恩特 ox:克斯 yx:克斯 ' +
    'ette:艾特 ona:娜 ari:阿里 eon:恩 ius:尤斯',
);

/** English words with a Chinese rendering, for foreign company names (Golden Harbor → 金港). */
export const TRANSLATABLE_WORDS = pieces(
  'Golden:金 Harbor:港 North:北方 Star:星 Blue:蓝 River:河 Sun:太阳 Green:绿 Ocean:海洋 ' +
    'Crown:皇冠 Eagle:鹰 Lion:狮 Silver:银 Summit:峰 Maple:枫 Pacific:太平洋 Atlantic:大西洋 ' +
    'Royal:皇家 Pioneer:先锋 Bright:明亮 Global:环球 United:联合 Alpine:阿尔卑斯 Nordic:北欧',
);
