import styled from 'styled-components';
import { PageContainer, Section } from 'shared-ui';
import { RemoteSlot } from '../federation/RemoteSlot';
import { MembershipCards } from './MembershipCards';
import { ProductOverview } from './ProductOverview';

const Hero = styled.div`
  background: linear-gradient(135deg, #1e5fd8, #0f3d91);
  padding: 56px 16px 64px;
  text-align: center;
  h1 {
    color: #fff;
    font-size: 30px;
    margin: 0 0 8px;
  }
  p {
    color: #cfe0ff;
    margin: 0 0 28px;
  }
`;

/** The home page composes the shell's cards with widgets exposed by the remotes. */
export function HomePage() {
  return (
    <>
      <Hero>
        <h1>商标查询 · 商标监测 · 商标数据</h1>
        <p>近9000万条商标基础数据实时更新，约20万用户的选择</p>
        <RemoteSlot remote="mfe-search" expose="HomeSearch" props={{}} />
      </Hero>
      <PageContainer>
        <Section title="会员服务">
          <MembershipCards />
        </Section>
        <Section title="产品概览">
          <ProductOverview />
        </Section>
        <RemoteSlot remote="mfe-data" expose="DatabaseOverview" props={{}} />
      </PageContainer>
    </>
  );
}
