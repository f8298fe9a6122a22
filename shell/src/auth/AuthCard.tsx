import type { ReactNode } from 'react';
import styled from 'styled-components';

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

/** The frame of the login, registration and recovery forms. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Backdrop>
      <Card>
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
