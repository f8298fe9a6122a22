import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { DEFAULT_ERROR_MESSAGE } from 'shared-api';
import { Button, PageContainer } from 'shared-ui';

const Box = styled.div`
  text-align: center;
  padding: 80px 0 120px;
  h1 {
    font-size: 64px;
    margin: 0;
    color: ${({ theme }) => theme.colors.primary};
  }
  p {
    font-size: 18px;
    margin: 16px 0 32px;
  }
  a,
  button {
    margin: 0 8px;
  }
`;

/**
 * /500 and the catch-all 404 (spec 1 §2, spec 3 §2.13): the message from `msg` (default
 * 系统错误，请稍后重试！), a login link and a back button.
 */
export function ErrorPage({ status }: { status: 404 | 500 }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const message =
    params.get('msg') || (status === 404 ? '您访问的页面不存在' : DEFAULT_ERROR_MESSAGE);
  return (
    <PageContainer>
      <Box>
        <h1>{status}</h1>
        <p role="alert">{message}</p>
        <Link to="/login">登录</Link>
        <Button onClick={() => navigate(-1)}>返回</Button>
      </Box>
    </PageContainer>
  );
}
