/** The top menu of spec 1 §2, in order. */
export const TOP_MENU = [
  { to: '/', label: '首页' },
  { to: '/search', label: '商标查询' },
  { to: '/jiance', label: '商标监测' },
  { to: '/data', label: '商标数据' },
  { to: '/gonggao', label: '商标公告' },
  { to: '/tool/index', label: '图形要素' },
  { to: '/tool/goodsclass', label: '服务分类' },
  { to: '/tool/miniprogram', label: '小程序' },
  { to: '/news', label: '商标资讯' },
] as const;
