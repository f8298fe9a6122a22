import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { accountLimits, authMessages } from 'shared-api';

const Box = styled.div`
  text-align: center;
  padding: 16px 0 8px;
  strong {
    display: block;
    font-size: 18px;
    color: ${({ theme }) => theme.colors.success};
    margin-bottom: 8px;
  }
`;

/** Step 2: success, then the login page after a 5-second countdown (spec 3 §4, §9). */
export function DoneStep() {
  const navigate = useNavigate();
  const [secondsLeft, setSecondsLeft] = useState(accountLimits.forgotPasswordRedirectMs / 1000);

  useEffect(() => {
    if (secondsLeft <= 0) {
      navigate('/login', { replace: true });
      return undefined;
    }
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft, navigate]);

  return (
    <Box role="status">
      <strong>{authMessages.passwordReset}</strong>
      <p>{secondsLeft}秒后自动跳转到登录页面</p>
      <Link to="/login" replace>
        立即登录
      </Link>
    </Box>
  );
}
