/**
 * The search domain (spec 1 §2 'Search screens', §3 'Search query', §5, §7 'Search'): paths,
 * modes, limits and the messages the screens show word for word.
 */
export const TRADEMARK_API = '/shebiao/cloud-search/swapi/trademark';

/** Search modes = the tabs of /search (spec 1 §2). */
export const SearchMode = {
  comprehensive: 0,
  name: 1,
  code: 2,
  applicant: 3,
  textSimilarity: 4,
  imageSimilarity: 5,
  goodsSimilarity: 6,
} as const;
export type SearchModeValue = (typeof SearchMode)[keyof typeof SearchMode];

export const SEARCH_MODES: readonly SearchModeValue[] = [0, 1, 2, 3, 4, 5, 6];

export const SEARCH_MODE_LABELS: Record<SearchModeValue, string> = {
  0: '综合查询',
  1: '商标名称',
  2: '申请号',
  3: '申请人',
  4: '文字近似',
  5: '图形近似',
  6: '商品/服务近似',
};

/** Every search is a POST of the search query to its mode's path (spec 1 §7). */
export const SEARCH_PATHS: Record<SearchModeValue, string> = {
  0: `${TRADEMARK_API}/QuickSearch/searchByZongHe`,
  1: `${TRADEMARK_API}/QuickSearch/searchByName`,
  2: `${TRADEMARK_API}/QuickSearch/searchByCode`,
  3: `${TRADEMARK_API}/QuickSearch/searchByApplicant`,
  4: `${TRADEMARK_API}/SSearch/SimilarSearch/searchByKeyword2`,
  5: `${TRADEMARK_API}/SSearch/ImageSearch/searchByImage`,
  6: `${TRADEMARK_API}/SSearch/ADVSearch/searchBygoods`,
};

export const APPLICANT_SUGGEST_PATH = `${TRADEMARK_API}/QuickSearch/getMatchAgent2`;
export const DETAIL_PATH = `${TRADEMARK_API}/TMSearch/TMProfile/searchDetail2`;
/** The spec hides this path ('/shebiao/cloud-{hash}'); body {firstNo, page, type}. */
export const NOTICE_PICTURE_PATH = `${TRADEMARK_API}/TMSearch/TMProfile/noticePicture`;
export const EXPORT_PATHS = {
  queryExcel: `${TRADEMARK_API}/export/queryExcelByUids`,
  excel: `${TRADEMARK_API}/export/excelByUids2`,
  word: `${TRADEMARK_API}/export/wordByCode`,
  pdf: `${TRADEMARK_API}/export/pdfByCode`,
} as const;
export const UPLOAD_IMAGE_PATH = '/shebiao/cloud-portal/v2/swapi/upload/uploadImage';

/**
 * The filters a result can be narrowed by (spec 1 §3), in the order the response's `filter`
 * array lists their counts: filter[i] maps each value of SEARCH_FILTER_FIELDS[i] to a count.
 */
export const SEARCH_FILTER_FIELDS = [
  'TM_NCL',
  'TM_NAME',
  'TM_STATUS',
  'TM_APP_YEAR',
  'TM_HOLDER_CN',
  'TM_AREA',
  'TM_HOLDER_EN',
] as const;
export type SearchFilterField = (typeof SEARCH_FILTER_FIELDS)[number];

export const SEARCH_FILTER_LABELS: Record<SearchFilterField, string> = {
  TM_NCL: '国际分类',
  TM_NAME: '商标名称',
  TM_STATUS: '商标状态',
  TM_APP_YEAR: '申请年份',
  TM_HOLDER_CN: '申请人',
  TM_AREA: '申请人地区',
  TM_HOLDER_EN: '申请人英文名',
};

/** A facet lists at most this many values (the most frequent first). */
export const FILTER_VALUES_LIMIT = 50;

/** TM_STATUS values (spec 1 §4), labelled as spec 2 §3 words them; anything else is '未知'. */
export const TM_STATUS_LABELS: Record<number, string> = {
  0: '未公告',
  1: '已初审',
  2: '已注册',
  3: '已无效',
};
export const tmStatusLabel = (status: number) => TM_STATUS_LABELS[status] ?? '未知';

export const SEARCH_PAGE_SIZES = [20, 50, 100, 200] as const;
export const DEFAULT_SEARCH_PAGE_SIZE = 20;
/** Largest page any search call serves (exports ask for 200). */
export const MAX_SEARCH_PAGE_SIZE = 200;
/** Classes a search may be narrowed to (class filter, goods selection). */
export const MAX_SEARCH_CLASSES = 5;
/** Mode 4 and 6 keywords: hint above 5 Chinese characters or 10 letters (spec 1 §5). */
export const SIMILAR_KEYWORD_MAX_HAN = 5;
export const SIMILAR_KEYWORD_MAX_LATIN = 10;
/** Search image upload limit (spec 1 §5, §9). */
export const MAX_UPLOAD_IMAGE_BYTES = 5 * 1024 * 1024;
export const UPLOAD_JPEG_QUALITY = 0.8;
/** The upload type the search screens send (spec 1 §5). */
export const SEARCH_UPLOAD_TYPE = 2;
/** Applicant suggestions come after typing stops (spec 1 §4, §9). */
export const SUGGEST_DEBOUNCE_MS = 1000;
export const SUGGEST_LIMIT = 10;
/** Member levels without image search (spec 1 §6). */
export const LEVELS_WITHOUT_IMAGE_SEARCH: readonly number[] = [1, 5];

/** Spec 1 §5 and §8, word for word where the spec gives the Chinese. */
export const searchMessages = {
  emptyKeyword: '请输入信息再点击查询！！！',
  noImage: '请上传图片再点击查询！！！',
  noGoodsClass: '请选择服务类别再查询',
  keywordTooLong: '近似查询限5个汉字或10个字母',
  goodsPlaceholder: '请选择注册的商品/服务类别（最多5个）',
  tooManyClasses: '国际分类只能选择5个类别',
  imageTooLarge: '上传图片大小不能超过 5MB!',
  imageUploaded: '上传图片成功！',
  imageNotImage: '请上传图片文件（JPG、PNG、GIF、BMP、WEBP）',
  imageNotFound: '图片不存在或已过期，请重新上传',
  imageIndexing: (done: number, total: number) =>
    `图形索引建立中（${done}/${total}），结果可能不完整`,
  upgradeVip: '请升级VIP获取权限！',
  exportNothing: '请勾选商标后再点击导出！',
  exportTooMany: '一次最多导出200条商标',
  detailNotFound: '该商标不存在',
  badCode: '申请号/注册号应为数字（可带字母后缀）',
  badPage: '页码应为正整数',
  badPageSize: '每页条数应在1-200之间',
  badClass: '类别应在1-45之间',
  badYear: '申请年份应为四位数字年份',
  badStatus: '商标状态应为数字',
  badType: '类型应为数字',
  badNoticePage: '期号和页码应为正整数',
} as const;

/** A result row's stable key: number and class (the register's unique key). */
export const markUid = (code: string, classId: number) => `${code}_${classId}`;
