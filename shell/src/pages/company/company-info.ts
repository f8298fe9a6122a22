import { SUPPORT_PHONE } from 'shared-api';

/**
 * The operator's details on the company pages. Spec 3 §1 leaves them out: only the support
 * line is the contract's; the rest are stand-ins the operator replaces, and the page says so
 * where money is concerned (the bank account).
 */
export const companyInfo = {
  phone: SUPPORT_PHONE,
  // The reserved .example domain: a stand-in that can never reach a stranger's mailbox.
  email: 'service@shebiao.example',
  jobsEmail: 'hr@shebiao.example',
  address: '北京市海淀区中关村大街（示例地址，以运营方公布为准）',
  hours: '周一至周五 9:00–18:00（法定节假日除外）',
} as const;

/** Company bank transfer: placeholders, marked as such on the page. */
export const bankAccountPlaceholder = {
  accountName: '（示例）某某信息技术有限公司',
  bank: '（示例）某某银行北京某某支行',
  accountNo: '（示例）0000 0000 0000 0000',
} as const;
