import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Bar = styled.aside`
  position: fixed;
  right: 12px;
  bottom: 120px;
  z-index: 50;
  display: flex;
  flex-direction: column;
  gap: 6px;
  a,
  button {
    width: 64px;
    padding: 8px 4px;
    font-size: 12px;
    text-align: center;
    background: #fff;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 4px;
    color: inherit;
    text-decoration: none;
    cursor: pointer;
  }
  .promo {
    background: ${({ theme }) => theme.colors.price};
    border-color: ${({ theme }) => theme.colors.price};
    color: #fff;
  }
`;

/** Side toolbar of spec 1 §2: back to top, service links and a registration promotion. */
export function SideToolbar({ loggedIn }: { loggedIn: boolean }) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 300);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <Bar aria-label="侧边工具栏">
      <a href="tencent://message/?uin=800000000" title="在线客服">
        在线客服
      </a>
      <Link to="/contact">联系我们</Link>
      {!loggedIn && (
        <Link className="promo" to="/regindex">
          注册送7天VIP
        </Link>
      )}
      {scrolled && (
        <button type="button" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
          返回顶部
        </button>
      )}
    </Bar>
  );
}
