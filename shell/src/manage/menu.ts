/** The member-centre menu groups of spec 3 §2.1, in order. */
export const MANAGE_MENU = [
  {
    group: '我的账户',
    items: [
      { to: '/personalInfo', label: '个人中心' },
      { to: '/order', label: '订单中心' },
      { to: '/recharge', label: '账户充值' },
      { to: '/child', label: '子账户管理' },
    ],
  },
  {
    group: '商标档案',
    items: [
      { to: '/bodyManage', label: '主体管理' },
      { to: '/bodyArchives', label: '主体档案' },
      { to: '/collection', label: '我的收藏' },
      { to: '/renewal', label: '续展管理' },
      { to: '/announcement', label: '公告监测' },
    ],
  },
  {
    group: '监测定制',
    items: [
      { to: '/monitorManage', label: '监测商标' },
      { to: '/overview', label: '监测概览' },
    ],
  },
  {
    group: '数据定制',
    items: [
      { to: '/dataDownload', label: '申请数据下载' },
      { to: '/raedownload', label: '续展数据下载' },
    ],
  },
  {
    group: '公告定制',
    items: [
      { to: '/noticeManage', label: '公告定制' },
      { to: '/noticeOverview', label: '公告定制概览' },
    ],
  },
  {
    group: '我的消息',
    items: [
      { to: '/message', label: '提醒消息' },
      { to: '/sysMessage', label: '系统公告' },
    ],
  },
] as const;
