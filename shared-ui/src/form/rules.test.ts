import {
  agreement,
  confirm,
  email,
  ipv4,
  loginPassword,
  newPassword,
  number,
  phone,
  port,
  referrer,
  required,
  serverUrl,
  smsCode,
  subAccount,
  tradePassword,
  userName,
  type Rule,
} from './rules';

const check = (rule: Rule, value: unknown, values: object = {}) => rule(value, values);

describe('required', () => {
  it.each([undefined, null, '', '   ', []])('refuses %p with the given message', (value) => {
    expect(check(required('请输入手机号'), value)).toBe('请输入手机号');
  });
  it('has a default message', () => {
    expect(check(required(), '')).toBe('此项为必填项');
  });
  it.each(['a', 0, false, ['x']])('accepts %p', (value) => {
    expect(check(required('x'), value)).toBeUndefined();
  });
});

// [rule, valid values, invalid values, exact message of spec 3 §5]
const formatCases: [string, () => Rule, unknown[], unknown[], string][] = [
  [
    'phone',
    phone,
    ['13812345678', '12000000000', '19999999999'],
    ['11812345678', '1381234567', '138123456789', 'abc'],
    '手机号格式不正确',
  ],
  [
    'userName',
    userName,
    ['张三abc123', 'Tom'],
    ['tom_1', 'a b', '张三!'],
    '手机号/用户名不允许特殊符号',
  ],
  [
    'subAccount',
    subAccount,
    ['abcd', 'a_12', 'user_2024'],
    ['abc', '1234', 'a'.repeat(15), 'ab-cd'],
    '子账户格式不正确',
  ],
  [
    'email',
    email,
    ['a.b@example.com', 'x+y@qq.cn'],
    ['a@b', 'a.example.com', 'a@b.c'],
    '邮箱格式不正确',
  ],
  ['smsCode', smsCode, ['123456', '0'], ['12a4', '12 34x'], '验证码格式不正确'],
  [
    'loginPassword',
    loginPassword,
    ['abcd1234', 'A1b2C3d4E5f6G7h8'],
    ['abcdefgh', '12345678', 'abc123', 'abcd1234!', 'a1'.repeat(9)],
    '登录密码格式不正确',
  ],
  [
    'tradePassword',
    tradePassword,
    ['123456', '!@#$%^&*'],
    ['12345', 'abc def', 'x'.repeat(19)],
    '交易密码格式不正确',
  ],
  [
    'newPassword',
    newPassword,
    ['123456', 'pass!word'],
    ['12345', 'abc def'],
    '登录密码格式不正确[6~18位]',
  ],
  ['referrer', referrer, ['tom123', '13812345678'], ['张三', 'tom张'], '推荐人格式不正确'],
  [
    'ipv4',
    ipv4,
    ['192.168.1.1', '0.0.0.0', '255.255.255.255'],
    ['256.1.1.1', '1.2.3', '01.2.3.4', 'a.b.c.d'],
    '请输入正确的IPV4地址',
  ],
  [
    'port',
    port,
    ['0', '80', '65535', 8080],
    ['65536', '-1', '8a', '1.5'],
    '请输入正确格式的端口号',
  ],
  [
    'serverUrl',
    serverUrl,
    [
      'http://example.com',
      'https://api.example.cn:8443/path',
      '192.168.0.1:8080',
      'localhost:3000',
      'example.com',
    ],
    [
      'http://',
      'ftp://example.com',
      'http://exa mple.com',
      'http://300.1.1.1',
      'example.com:70000',
    ],
    '请输入正确格式的服务器地址',
  ],
];

describe.each(formatCases)('%s', (_name, build, valid, invalid, message) => {
  it.each(valid)('accepts %p', (value) => {
    expect(check(build(), value)).toBeUndefined();
  });
  it.each(invalid)('refuses %p with its message', (value) => {
    expect(check(build(), value)).toBe(message);
  });
  it('leaves an empty value to required', () => {
    expect(check(build(), '')).toBeUndefined();
  });
});

describe('confirm', () => {
  it('passes when equal to the other field', () => {
    expect(check(confirm('password'), 'abc12345', { password: 'abc12345' })).toBeUndefined();
  });
  it('refuses a different value', () => {
    expect(check(confirm('password'), 'abc1234', { password: 'abc12345' })).toBe(
      '两次密码输入不一致',
    );
  });
});

describe('number', () => {
  it.each(['12', '-3', '0.5', 7])('accepts %p', (value) => {
    expect(check(number('金额'), value)).toBeUndefined();
  });
  it.each(['12a', '1.', '.5', 'abc', Number.NaN])('refuses %p naming the field', (value) => {
    expect(check(number('金额'), value)).toBe('金额必须为数值');
  });
});

it('agreement always passes, even unticked', () => {
  expect(check(agreement(), false)).toBeUndefined();
  expect(check(agreement(), undefined)).toBeUndefined();
});
