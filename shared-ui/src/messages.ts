/**
 * Every Chinese string the shared components show, in one place, so product wording is
 * changed here once and tests can assert against the same constants the UI renders.
 * Field-format messages of spec 3 §5 live in shared-api (`patternMessages`) because the
 * server sends the same words; only the client-only ones are here.
 */
import { BADGE_LEVELS, MEMBER_LEVELS } from 'shared-api';

function levelBadgeTexts(): Record<number, string> {
  const texts: Record<number, string> = {};
  for (const level of MEMBER_LEVELS) {
    if (BADGE_LEVELS.includes(level.id)) texts[level.id] = level.description;
  }
  return texts;
}

export const messages = {
  common: {
    close: '关闭',
    confirm: '确定',
    cancel: '取消',
    loading: '加载中…',
  },
  form: {
    required: '此项为必填项',
    ipv4: '请输入正确的IPV4地址',
    port: '请输入正确格式的端口号',
    serverUrl: '请输入正确格式的服务器地址',
  },
  /** The SMS code button's two states (spec 1 §4). */
  smsCode: {
    get: '获取验证码',
    resendIn: (seconds: number) => `${seconds}秒后重新获取`,
  },
  /** Default labels of a new password and its confirmation. */
  newPassword: {
    password: '新密码',
    confirmation: '确认新密码',
  },
  badge: {
    overflow: '99+',
  },
  /** Badge texts of the levels that carry one (spec 1 §2), taken from the API contract. */
  level: levelBadgeTexts(),
  /** after the level's name on a trial's badge */
  trialSuffix: '（体验）',
  table: {
    empty: '暂无数据',
    selectAll: '全选',
    selectRow: '选择此行',
  },
  pagination: {
    nav: '分页',
    total: (total: number) => `共 ${total} 条`,
    prev: '上一页',
    next: '下一页',
    page: (page: number) => `第 ${page} 页`,
    jumpBack: '向前 5 页',
    jumpForward: '向后 5 页',
    pageSize: (size: number) => `${size} 条/页`,
    pageSizeLabel: '每页条数',
    jumpPrefix: '跳至',
    jumpSuffix: '页',
    jumpLabel: '跳转页码',
  },
  empty: {
    noMatch: '未匹配到数据',
  },
  locked: {
    /** Spec 3 §6/§8: the message of code 4002. */
    noPermission: '请升级企业VIP或代理VIP获取权限！',
    upgrade: '立即升级',
    region: '无权限的示例数据',
  },
  retry: {
    title: '模块加载失败',
    text: '该功能模块暂时无法加载，其他页面仍可正常使用。',
    action: '重试',
  },
  progress: {
    label: '进度',
  },
};
