import { QRCodeSVG } from 'qrcode.react';
import { SITE_NAME, type RemoteAppProps } from 'shared-api';
import { PageContainer, PageHeading, Section } from 'shared-ui';
import styled from 'styled-components';

const Layout = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xxl};
  align-items: center;
`;

const Code = styled.figure`
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.borderLight};
  border-radius: ${({ theme }) => theme.radii.lg};
  text-align: center;

  figcaption {
    margin-top: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

const Copy = styled.div`
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.xl};
    line-height: 2;
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

export const SEARCH_PATH = '/search';

/** The portal's search page as a full address (the QR code must work off this site). */
export function searchAddress(origin: string = window.location.origin): string {
  return `${origin}${SEARCH_PATH}`;
}

/** /tool/miniprogram: how to reach the portal's search from a phone. */
export function MiniProgramScreen({ title }: RemoteAppProps) {
  const address = searchAddress();
  return (
    <PageContainer>
      <PageHeading>{title}</PageHeading>
      <Section>
        <Layout>
          <Code>
            <QRCodeSVG value={address} size={200} marginSize={1} title={`${SITE_NAME}商标查询`} />
            <figcaption>微信扫一扫，手机查商标</figcaption>
          </Code>
          <Copy>
            <h2>{SITE_NAME} · 手机查商标</h2>
            <ul>
              <li>商标名称、申请号、申请人一键查询，支持文字近似、图形近似与商品/服务近似查询</li>
              <li>查看商标详情：流程、商品/服务项目、初审与注册公告</li>
              <li>浏览每期商标公告，按期号、类型、名称、申请人筛选</li>
              <li>与网站同一账号，登录后会员权益通用</li>
            </ul>
          </Copy>
        </Layout>
      </Section>
    </PageContainer>
  );
}
