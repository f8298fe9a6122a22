import { useState } from 'react';
import { Link } from 'react-router-dom';
import { accountMessages } from 'shared-api';
import { rules, useForm } from 'shared-ui';
import { AuthCard } from './AuthCard';
import { DoneStep } from './forgot-password/DoneStep';
import { PasswordStep, type PasswordValues } from './forgot-password/PasswordStep';
import { PhoneStep, type PhoneValues } from './forgot-password/PhoneStep';
import { WizardSteps, type WizardStep } from './forgot-password/WizardSteps';
import { phoneRules } from './phone-rules';
import { useIsRegistered } from './use-is-registered';

/**
 * /losepassword: the three-step recovery wizard of spec 3 §2.8, §4, §5. Both steps' forms live
 * here, so going back from step 1 keeps what step 0 collected.
 */
export function ForgotPasswordPage({ title }: { title: string }) {
  const isRegistered = useIsRegistered();
  const [step, setStep] = useState<WizardStep>(0);
  const phoneForm = useForm<PhoneValues>({
    initialValues: { mobile: '', code: '' },
    rules: {
      mobile: phoneRules(isRegistered, 'registered'),
      code: [rules.required(accountMessages.codeEmpty), rules.smsCode()],
    },
  });
  const passwordForm = useForm<PasswordValues>({
    initialValues: { password: '', validationPassword: '' },
    rules: {
      password: [rules.required(accountMessages.newPasswordEmpty), rules.loginPassword()],
      validationPassword: [rules.required('请再次输入新密码'), rules.confirm('password')],
    },
  });

  return (
    <AuthCard title={title} logo>
      <WizardSteps current={step} />
      {step === 0 && <PhoneStep form={phoneForm} onNext={() => setStep(1)} />}
      {step === 1 && (
        <PasswordStep
          form={passwordForm}
          phone={phoneForm.values}
          onBack={() => setStep(0)}
          onDone={() => setStep(2)}
        />
      )}
      {step === 2 && <DoneStep />}
      <div className="links">
        <Link to="/regindex">免费注册</Link>
        <Link to="/login">返回登录</Link>
      </div>
    </AuthCard>
  );
}
