import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { SITE_NAME } from 'shared-api';

const Backdrop = styled.div`
  background: linear-gradient(135deg, #eaf1ff, #f7f9fc);
  padding: 56px 16px 80px;
`;

const Card = styled.div`
  width: 420px;
  margin: 0 auto;
  background: #fff;
  border-radius: 8px;
  box-shadow: ${({ theme }) => theme.shadows.popup};
  padding: 28px 32px 32px;
  h1 {
    margin: 0 0 16px;
    font-size: 22px;
    text-align: center;
  }
  form {
    display: flex;
    flex-direction: column;
    gap: 4px;
    margin-top: 16px;
  }
  .code-row {
    display: flex;
    gap: 8px;
  }
  .code-row > :first-child {
    flex: 1;
  }
  .links {
    display: flex;
    justify-content: space-between;
    margin-top: 14px;
    font-size: 13px;
  }
`;

const Logo = styled(Link)`
  display: block;
  text-align: center;
  margin-bottom: 8px;
  font-size: 18px;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
`;

interface AuthCardProps {
  title: string;
  /** The site's logo above the title, linking home (the recovery wizard of spec 3 §2.8). */
  logo?: boolean;
  children: ReactNode;
}

/** The frame of the login, registration and recovery forms. */
export function AuthCard({ title, logo = false, children }: AuthCardProps) {
  return (
    <Backdrop>
      <Card>
        {logo && <Logo to="/">{SITE_NAME}</Logo>}
        <h1>{title}</h1>
        {children}
      </Card>
    </Backdrop>
  );
}

export const FormError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  margin: 4px 0 8px;
  min-height: 20px;
  font-size: 13px;
`;
