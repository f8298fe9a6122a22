/**
 * Shared by the shell (its one router) and the remotes (their standalone dev harness).
 *
 * The full route table of spec 3 §2.14 with the owner of each route (ARCHITECTURE.md, route
 * ownership). The shell keeps the one router: a remote-owned route renders the remote's
 * exposed `./App` with the route's path, and the remote picks its screen.
 */
import type { RemoteName } from './federation';
export type RouteOwner = 'shell' | RemoteName;

export interface PortalRoute {
  path: string;
  owner: RouteOwner;
  /** The screen's heading, also the first part of the page title. */
  title: string;
  /** SEO keywords for the page's `<meta name="keywords">`. */
  keywords: string;
  /** Member-centre children render inside the /manage frame (spec 3 §2.1). */
  inManageFrame?: boolean;
}

const r = (
  path: string,
  owner: RouteOwner,
  title: string,
  keywords: string,
  inManageFrame = false,
): PortalRoute => ({ path, owner, title, keywords, inManageFrame });

const m = (path: string, owner: RemoteName, title: string, keywords: string) =>
  r(path, owner, title, keywords, true);

export const SITE_NAME = '商标云查';

export const ROUTES: readonly PortalRoute[] = [
  r('/', 'shell', '首页', '商标查询,商标注册查询,商标监测,商标数据'),
  r('/search', 'mfe-search', '商标查询', '商标查询,商标近似查询,商标图形查询'),
  r('/search/searchinfo', 'mfe-search', '商标查询结果', '商标查询结果,商标检索'),
  r('/search/tmd', 'mfe-search', '商标详情', '商标详情,商标流程,商标公告'),
  r('/gonggao', 'mfe-search', '商标公告', '商标公告,初审公告,注册公告'),
  r('/tool/index', 'mfe-search', '图形要素分类', '图形要素,维也纳分类,商标图形编码'),
  r('/tool/goodsclass', 'mfe-search', '商品服务分类', '尼斯分类,类似群,商品服务分类'),
  r('/tool/miniprogram', 'mfe-search', '小程序', '商标查询小程序'),
  r('/data', 'mfe-data', '商标数据', '商标数据,驳回预测,异议预测,无效预测'),
  r('/data/freeTry', 'mfe-data', '免费试用', '商标数据免费试用,驳回预测'),
  r('/data/reject', 'mfe-data', '数据下载', '商标数据下载,驳回预测数据'),
  r('/data/brandInfo', 'mfe-data', '引证商标', '引证商标,商标近似报告'),
  r('/jiance', 'mfe-monitor', '商标监测', '商标监测,商标预警,近似商标监测'),
  r('/jiance/list', 'mfe-monitor', '监测结果', '商标监测结果,近似商标'),
  r('/news', 'mfe-news', '商标资讯', '商标资讯,商标新闻,商标知识'),
  r('/news/list/:cid', 'mfe-news', '资讯列表', '商标资讯,商标问答,商标案例'),
  r('/news/info/:newsid', 'mfe-news', '资讯详情', '商标资讯,商标知识'),
  r('/news/search', 'mfe-news', '资讯搜索', '商标资讯搜索'),
  r('/jieshao', 'shell', '关于我们', '关于我们,公司介绍'),
  r('/contact', 'shell', '联系我们', '联系我们,客服电话'),
  r('/jiaru', 'shell', '加入我们', '加入我们,招聘'),
  r('/zhifufangshi', 'shell', '支付方式', '支付方式,对公账户,微信支付,支付宝'),
  r('/sitemap', 'shell', '网站地图', '网站地图'),
  r('/vip', 'mfe-account', '会员价格', '商标查询会员,企业VIP,代理VIP,价格'),
  r('/chongzhi/wapay', 'mfe-account', '扫码支付', '扫码支付'),
  r('/chongzhi/success', 'mfe-account', '支付成功', '支付成功'),
  r('/chongzhi/upgrade', 'mfe-account', '会员升级支付', '会员升级,扫码支付'),
  r('/confirm', 'mfe-account', '确认订单', '确认订单,会员购买'),
  r('/payment', 'mfe-account', '订单支付', '订单支付'),
  r('/afreshpay', 'mfe-account', '重新支付', '重新支付'),
  r('/regindex', 'shell', '免费注册', '免费注册,商标查询注册'),
  r('/login', 'shell', '登录', '登录,商标查询登录'),
  r('/losepassword', 'shell', '找回密码', '找回密码,忘记密码'),
  r('/500', 'shell', '系统错误', '系统错误'),
  // The member centre (spec 3 §2.1): children of the /manage frame.
  m('/personalInfo', 'mfe-account', '个人中心', '个人中心,会员信息'),
  m('/order', 'mfe-account', '订单中心', '订单中心,我的订单'),
  m('/recharge', 'mfe-account', '账户充值', '储值卡充值,余额'),
  m('/child', 'mfe-account', '子账户管理', '子账户管理'),
  m('/bodyManage', 'mfe-monitor', '主体管理', '主体管理,商标档案'),
  m('/bodyArchives', 'mfe-monitor', '主体档案', '主体档案,商标档案'),
  m('/collection', 'mfe-monitor', '我的收藏', '商标收藏'),
  m('/renewal', 'mfe-monitor', '续展管理', '商标续展,宽展期'),
  m('/announcement', 'mfe-monitor', '公告监测', '商标公告监测'),
  m('/monitorManage', 'mfe-monitor', '监测商标', '商标监测管理'),
  m('/monitorManage/result', 'mfe-monitor', '监测结果', '商标监测结果'),
  m('/nomonitor', 'mfe-monitor', '监测商标', '商标监测管理'),
  m('/overview', 'mfe-monitor', '监测概览', '商标监测概览'),
  m('/dataDownload', 'mfe-data', '申请数据下载', '商标申请数据下载'),
  m('/raedownload', 'mfe-data', '续展数据下载', '商标续展数据下载'),
  m('/noticeManage', 'mfe-monitor', '公告定制', '商标公告定制'),
  m('/noticeManage/noticeResult', 'mfe-monitor', '公告定制结果', '商标公告定制结果'),
  m('/noticeOverview', 'mfe-monitor', '公告定制概览', '商标公告定制概览'),
  m('/message', 'mfe-account', '提醒消息', '提醒消息'),
  m('/sysMessage', 'mfe-account', '系统公告', '系统公告'),
];

/**
 * The company pages in the order of their links: the footer and the left navigation of the
 * static pages and of /vip, whose route the account remote owns (spec 1 §2, spec 3 §2.12).
 */
export const COMPANY_PAGES = [
  { to: '/jieshao', label: '关于我们' },
  { to: '/contact', label: '联系我们' },
  { to: '/jiaru', label: '加入我们' },
  { to: '/zhifufangshi', label: '支付方式' },
  { to: '/sitemap', label: '网站地图' },
  { to: '/vip', label: '会员价格' },
] as const;

/** The 404 page's title; its route is the catch-all `*`. */
export const NOT_FOUND_TITLE = '页面不存在';

/**
 * React Router v6 future flags, opted in everywhere a router is made (shell, standalone
 * harness, tests) so behaviour matches v7 and the console stays free of deprecation notices.
 */
export const ROUTER_FUTURE = {
  v7_relativeSplatPath: true,
  v7_fetcherPersist: true,
  v7_normalizeFormMethod: true,
  v7_partialHydration: true,
  v7_skipActionErrorRevalidation: true,
} as const;

export const ROUTER_PROVIDER_FUTURE = { v7_startTransition: true } as const;

/** For `<BrowserRouter>` / `<MemoryRouter>`. */
export const COMPONENT_ROUTER_FUTURE = {
  v7_startTransition: true,
  v7_relativeSplatPath: true,
} as const;
