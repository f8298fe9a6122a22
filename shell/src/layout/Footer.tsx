import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { COMPANY_PAGES, SITE_NAME } from 'shared-api';

const Bar = styled.footer`
  background: #1d2733;
  color: #b8c2cc;
  padding: 28px 0 36px;
  font-size: 13px;
  text-align: center;
  nav a {
    color: #dfe6ee;
    margin: 0 12px;
    text-decoration: none;
  }
  p {
    margin: 14px 0 0;
  }
`;

export function Footer() {
  return (
    <Bar>
      <nav aria-label="页脚">
        {COMPANY_PAGES.map((link) => (
          <Link key={link.to} to={link.to}>
            {link.label}
          </Link>
        ))}
      </nav>
      <p>{SITE_NAME} · 商标查询、监测与数据服务 · 查询数据每月更新两次</p>
    </Bar>
  );
}
