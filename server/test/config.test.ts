import { readConfig } from '../src/config';
import { redactUrl } from '../src/http/log';

describe('readConfig', () => {
  it('defaults to loopback:8080, embedded PGlite and dev routes', () => {
    const c = readConfig({});
    expect(c.port).toBe(8080);
    expect(c.host).toBe('127.0.0.1');
    expect(c.app.databaseUrl).toBeUndefined();
    expect(c.app.devRoutes).toBe(true);
    expect(c.app.corsOrigins).toBeUndefined();
  });

  it('reads the environment', () => {
    const c = readConfig({
      PORT: '9000',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://x@y/z',
      PGLITE_DIR: '/tmp/pg',
      TOKEN_SECRET: 's',
      SHELL_DIST: '/srv/shell',
      REMOTES_JSON: '/srv/remotes.json',
      CORS_ORIGINS: 'https://a.example, https://b.example',
      NODE_ENV: 'production',
    });
    expect(c).toMatchObject({ port: 9000, host: '0.0.0.0' });
    expect(c.app).toMatchObject({
      databaseUrl: 'postgres://x@y/z',
      pgliteDir: '/tmp/pg',
      tokenSecret: 's',
      shellDir: '/srv/shell',
      remotesFile: '/srv/remotes.json',
      corsOrigins: ['https://a.example', 'https://b.example'],
      devRoutes: false,
    });
  });

  it('reads the SMS limits, and refuses one that is not a count', () => {
    expect(readConfig({ SMS_RESEND_SECONDS: '5' }).app.limits).toEqual({ smsResendMs: 5000 });
    expect(readConfig({ SMS_DAILY_PER_IP: '500' }).app.limits).toEqual({ smsDailyPerIp: 500 });
    expect(readConfig({}).app.limits).toBeUndefined();
    expect(() => readConfig({ SMS_RESEND_SECONDS: 'soon' })).toThrow(/SMS_RESEND_SECONDS/);
  });

  it('reads whether the payment sandbox is on', () => {
    expect(readConfig({ PAYMENT_SANDBOX: 'true' }).app.paymentSandbox).toBe(true);
    expect(readConfig({ PAYMENT_SANDBOX: 'false' }).app.paymentSandbox).toBe(false);
    expect(readConfig({}).app.paymentSandbox).toBeUndefined();
  });

  it('closes CORS in production unless origins are listed', () => {
    expect(readConfig({ NODE_ENV: 'production' }).app.corsOrigins).toEqual([]);
  });

  it('refuses a bad port', () => {
    expect(() => readConfig({ PORT: 'http' })).toThrow('PORT');
  });
});

describe('redactUrl', () => {
  it('hides refresh tokens in logged URLs', () => {
    expect(redactUrl('/shebiao/cloud-portal/memberLogin/refresh?refreshToken=abc&x=1')).toBe(
      '/shebiao/cloud-portal/memberLogin/refresh?refreshToken=[redacted]&x=1',
    );
  });
});
