/**
 * Wording of the member screens that the spec does not give (its own messages are
 * `accountMessages` in shared-api). Kept in one place so tests assert the words shown.
 */
export const memberTexts = {
  /** Spec 3 §2.2: an end time containing 9999 is shown as permanent. */
  permanent: '永久',
  none: '—',
  unboundMobile: '未绑定',
  upgradeVip: '升级VIP',
  renewVip: '续费VIP',
  changePassword: '修改密码',
  rebindPhone: '更换手机号',
  save: '保存修改',
  cancel: '取消',
  confirm: '确定',
  upgradeNow: '立即升级',
  addChild: '添加子账户',
  renameChild: '修改用户名',
  /** Hints under a sub-account's name and password fields (spec 3 §5). */
  childNameHelp: '4-14位，字母开头，可含字母、数字、-、_',
  childPasswordHelp: '8-16位，须同时包含字母和数字',
  resetChildPassword: '重置密码',
  removeChild: '删除',
  removeChildConfirm: (name: string) => `确定删除子账户“${name}”吗？删除后该账户将无法登录。`,
  noChildren: '暂无子账户，点击“添加子账户”创建',
  childCount: (count: number, cap: number) => `${count}/${cap}`,
  enabled: '启用',
  disabled: '停用',
  markAllRead: '全部标为已读',
  noUnread: '暂无未读消息',
  noMessages: '暂无消息',
  unreadDot: '未读',
} as const;
