import { NavLink } from 'react-router-dom';
import { COMPANY_PAGES, type RemoteAppProps } from 'shared-api';
import { PageContainer, PageHeading, Section } from 'shared-ui';
import styled from 'styled-components';
import { moneyTexts as t } from '../texts';
import { QuotaTable } from './QuotaTable';
import { VipPriceTable } from './VipPriceTable';
import { API_PRODUCTS, OTHER_PRODUCTS, VIP_NOTES } from './vip-tables';

const Columns = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xl};
  padding-bottom: ${({ theme }) => theme.space.xxl};
`;

const SideNav = styled.nav`
  flex: none;
  align-self: flex-start;
  width: 180px;
  margin-top: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  a {
    display: block;
    padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
    color: inherit;
    text-decoration: none;
  }
  a.active {
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
  }
`;

const Main = styled.div`
  flex: 1;
  min-width: 0;
`;

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => theme.space.lg};
    border: 1px solid ${({ theme }) => theme.colors.borderLight};
    border-radius: ${({ theme }) => theme.radii.lg};
  }
  strong {
    display: block;
    color: ${({ theme }) => theme.colors.price};
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * /vip: the product quotes and price tables (spec 3 §2.12, §9). It shares the company pages'
 * left navigation, whose sixth entry it is; the buy buttons follow the ad cards' rules.
 */
export function VipScreen(_props: RemoteAppProps) {
  return (
    <PageContainer>
      <Columns>
        <SideNav aria-label={t.companyNav}>
          {COMPANY_PAGES.map((item) => (
            <NavLink key={item.to} to={item.to}>
              {item.label}
            </NavLink>
          ))}
        </SideNav>
        <Main>
          <PageHeading>{t.vipTitle}</PageHeading>
          <Muted>{t.vipIntro}</Muted>
          <Section title={t.levelPrices}>
            <VipPriceTable />
          </Section>
          <Section title={t.quotaTitle}>
            <QuotaTable />
            {VIP_NOTES.map((note) => (
              <Muted key={note}>{note}</Muted>
            ))}
          </Section>
          <Section title={t.otherProducts}>
            <Cards>
              {OTHER_PRODUCTS.map((product) => (
                <li key={product.name}>
                  {product.name}
                  <strong>{t.from(product.price)}</strong>
                </li>
              ))}
            </Cards>
          </Section>
          <Section title={t.apiProducts}>
            <Cards>
              {API_PRODUCTS.map((product) => (
                <li key={product.name}>
                  {product.name}
                  <strong>{product.detail}</strong>
                </li>
              ))}
            </Cards>
          </Section>
        </Main>
      </Columns>
    </PageContainer>
  );
}
