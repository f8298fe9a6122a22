import { NavLink, Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { PageContainer } from 'shared-ui';
import { MANAGE_MENU } from './menu';

const Frame = styled.div`
  display: flex;
  gap: 20px;
  padding: 20px 0 40px;
  align-items: flex-start;
`;

const Menu = styled.nav`
  width: 200px;
  flex-shrink: 0;
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    font-size: 15px;
    margin: 0;
    padding: 12px 20px;
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
  }
  a {
    display: block;
    padding: 9px 32px;
    color: inherit;
    text-decoration: none;
  }
  a.active {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

const Content = styled.main`
  flex: 1;
  min-width: 0;
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colors.border};
  padding: 20px 24px;
  min-height: 480px;
`;

/**
 * The member-centre frame (/manage, spec 3 §2.1). Child views are keyed by path so moving
 * between menu entries reloads the child view, as the spec's frame does.
 */
export function ManageFrame() {
  const { pathname } = useLocation();
  return (
    <PageContainer>
      <Frame>
        <Menu aria-label="会员中心">
          {MANAGE_MENU.map((group) => (
            <section key={group.group}>
              <h2>{group.group}</h2>
              {group.items.map((item) => (
                <NavLink key={item.to} to={item.to}>
                  {item.label}
                </NavLink>
              ))}
            </section>
          ))}
        </Menu>
        <Content key={pathname}>
          <Outlet />
        </Content>
      </Frame>
    </PageContainer>
  );
}
