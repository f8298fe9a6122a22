/** The company pages: the footer's links and the static pages' left navigation (spec 1 §2, spec 3 §2.12). */
export const COMPANY_PAGES = [
  { to: '/jieshao', label: '关于我们' },
  { to: '/contact', label: '联系我们' },
  { to: '/jiaru', label: '加入我们' },
  { to: '/zhifufangshi', label: '支付方式' },
  { to: '/sitemap', label: '网站地图' },
  { to: '/vip', label: '会员价格' },
] as const;
