/**
 * Wording of the announcement-customisation screens that the spec does not give (its own
 * messages are `noticeMessages` in shared-api). Kept in one place so tests assert the words.
 */
export const noticeTexts = {
  addMark: '添加公告定制',
  editMark: '修改公告定制',
  code: '商标注册号',
  codePlaceholder: '请输入商标注册号',
  validate: '校验',
  filterApplicant: '申请人',
  filterMark: '商标名称',
  filterStatus: '状态',
  allStatuses: '全部',
  allTypes: '全部公告类型',
  filterType: '公告类型',
  filterRegcode: '注册号',
  freeLeft: (left: number) => `剩余免费公告定制数量：${left}`,
  pricePerYear: (yuan: string) => `超出免费公告定制数量，需支付 ${yuan} 元/年`,
  validated: (mark: string, applicant: string, classes: readonly number[]) =>
    `${mark || '图形'}，${applicant}，第${classes.join('、')}类`,
  markCaption: '公告定制商标',
  resultCaption: '公告定制结果',
  gridCaption: '公告定制概览',
  chartTitle: '各期公告数量',
  announcementCaption: '公告监测',
  followedCode: '定制注册号',
  viewPage: '查看',
  pageTitle: (issue: number, type: string, page: number) => `第${issue}期 ${type} 第${page}页`,
  zoomIn: '放大',
  zoomOut: '缩小',
  resetZoom: '还原',
  openInTab: '新窗口打开',
  subject: '主体',
  defaultSuffix: '（默认）',
  toBodyManage: '添加主体',
  toNoticeManage: '公告定制',
  latestNone: '—',
} as const;

/** A notice mark's state (NOTICE_MARK_STATUS) as the list shows it. */
export const NOTICE_STATUS_LABELS: Readonly<Record<number, string>> = { 1: '监测中', 2: '已过期' };
