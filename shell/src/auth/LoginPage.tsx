import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { authMessages } from 'shared-api';
import { Tabs, toast } from 'shared-ui';
import { Agreement } from './Agreement';
import { AuthCard } from './AuthCard';
import { PasswordLoginForm } from './PasswordLoginForm';
import { SmsLoginForm } from './SmsLoginForm';

/** Where to go after login: the redirect query when it is a path of this site, else /personalInfo. */
export function redirectTarget(redirect: string | null): string {
  return redirect && redirect.startsWith('/') && !redirect.startsWith('//')
    ? redirect
    : '/personalInfo';
}

/** /login with its two tabs (spec 1 §2, §4, §5). */
export function LoginPage({ title }: { title: string }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [tab, setTab] = useState('sms');
  const [agreed, setAgreed] = useState(false);

  const checkAgreement = () => {
    if (!agreed) toast.error(authMessages.agreementNotTicked);
    return agreed;
  };
  const onLoggedIn = () => navigate(redirectTarget(params.get('redirect')), { replace: true });
  const formProps = { checkAgreement, onLoggedIn };

  return (
    <AuthCard title={title}>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'sms', label: '验证码登录' },
          { key: 'password', label: '密码登录' },
        ]}
      />
      {tab === 'sms' ? <SmsLoginForm {...formProps} /> : <PasswordLoginForm {...formProps} />}
      <Agreement checked={agreed} onChange={setAgreed} />
      <div className="links">
        <Link to="/losepassword">忘记密码？</Link>
        <Link to="/regindex">免费注册</Link>
      </div>
    </AuthCard>
  );
}
