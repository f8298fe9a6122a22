import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { COMPANY_PAGES } from 'shared-api';
import { PageContainer, PageHeading } from 'shared-ui';

const Columns = styled.div`
  display: flex;
  gap: 24px;
  padding: 24px 0 48px;
`;

const SideNav = styled.nav`
  width: 180px;
  flex-shrink: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  a {
    display: block;
    padding: 12px 20px;
    color: inherit;
    text-decoration: none;
  }
  a.active {
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
  }
`;

/** The frame of the company pages: the six-entry left navigation beside the page's text. */
export function StaticPage({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <PageContainer>
      <Columns>
        <SideNav aria-label="关于我们">
          {COMPANY_PAGES.map((item) => (
            <NavLink key={item.to} to={item.to}>
              {item.label}
            </NavLink>
          ))}
        </SideNav>
        <article>
          <PageHeading>{title}</PageHeading>
          {children}
        </article>
      </Columns>
    </PageContainer>
  );
}
