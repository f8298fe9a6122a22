import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { SITE_NAME } from 'shared-api';

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

// Footer pages of spec 1 §2. Company details are omitted by the spec.
const LINKS = [
  { to: '/jieshao', label: '关于我们' },
  { to: '/contact', label: '联系我们' },
  { to: '/jiaru', label: '加入我们' },
  { to: '/zhifufangshi', label: '支付方式' },
  { to: '/sitemap', label: '网站地图' },
  { to: '/vip', label: '会员价格' },
];

export function Footer() {
  return (
    <Bar>
      <nav aria-label="页脚">
        {LINKS.map((link) => (
          <Link key={link.to} to={link.to}>
            {link.label}
          </Link>
        ))}
      </nav>
      <p>{SITE_NAME} · 商标查询、监测与数据服务 · 查询数据每月更新两次</p>
    </Bar>
  );
}
