import { useEffect, useRef } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { clearSession, SITE_NAME, useIsTrial, useSession } from 'shared-api';
import { LevelBadge } from 'shared-ui';
import { TOP_MENU } from './top-menu';
import { UnreadLink } from './UnreadLink';

const Bar = styled.header`
  background: #fff;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  display: flex;
  align-items: center;
  height: 64px;
  gap: 28px;
  padding: 0 16px;
`;

const Logo = styled(Link)`
  font-size: 22px;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
  white-space: nowrap;
`;

const Menu = styled.nav`
  display: flex;
  gap: 18px;
  flex: 1;
  a {
    white-space: nowrap;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    padding: 20px 0;
    border-bottom: 2px solid transparent;
  }
  a.active {
    color: ${({ theme }) => theme.colors.primary};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }
`;

const User = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  white-space: nowrap;
  font-size: 14px;
  a {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: none;
  }
  button {
    background: none;
    border: none;
    color: ${({ theme }) => theme.colors.textSecondary};
    cursor: pointer;
    font-size: 14px;
  }
`;

/** Site header of spec 1 §2: top menu, and login links or the member's name, badge and unread. */
export function Header() {
  const session = useSession();
  const trial = useIsTrial();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const loggingOut = useRef(false);
  // Logout clears the session and goes home (spec 1 §4). The session ends only once the home
  // page shows: ending it first would let the guard send a member page to /login instead.
  useEffect(() => {
    if (loggingOut.current && pathname === '/') {
      loggingOut.current = false;
      clearSession();
    }
  }, [pathname]);
  const logout = () => {
    if (pathname === '/') return clearSession();
    loggingOut.current = true;
    navigate('/');
  };
  return (
    <Bar>
      <Inner>
        <Logo to="/">{SITE_NAME}</Logo>
        <Menu aria-label="主菜单">
          {TOP_MENU.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.to === '/'}>
              {item.label}
            </NavLink>
          ))}
        </Menu>
        {session.loggedIn ? (
          <User aria-label="会员">
            <span data-testid="user-name">{session.userName}</span>
            <LevelBadge levelId={session.memberLevelId ?? 1} trial={trial} />
            <Link to="/personalInfo">个人中心</Link>
            <UnreadLink />
            <button type="button" onClick={logout}>
              退出
            </button>
          </User>
        ) : (
          <User>
            <Link to="/login">登录</Link>
            <Link to="/regindex">免费注册</Link>
          </User>
        )}
      </Inner>
    </Bar>
  );
}
