/**
 * Server messages the spec does not word (docs/adr/003-api-envelope-and-codes.md). Messages
 * the client also uses live in shared-api/contract.
 */
export const httpMessages = {
  routeNotFound: '接口不存在',
  invalidJson: '请求格式不正确',
  bodyTooLarge: '请求内容过大',
  unsupportedMediaType: '不支持的请求内容类型',
  badRequest: '请求参数不正确',
  missingBody: '请求参数不能为空',
  nulCharacter: '输入不能包含空字符',
  invalidCharacter: '输入包含无效字符',
  badMultipart: '上传内容格式不正确，请重新选择文件上传',
  tooManyParts: '上传内容过多',
  missingField: (field: string) => `缺少参数：${field}`,
  wrongType: (field: string) => `参数类型不正确：${field}`,
  tooManyRequests: '请求过于频繁，请稍后再试',
  memberDisabled: '账号已停用',
  smsNotFound: '没有发往该手机号的短信',
  healthDbDown: '数据库不可用',
} as const;
