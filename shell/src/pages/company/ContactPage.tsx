import styled from 'styled-components';
import { StaticPage } from '../StaticPage';
import { CompanyBlock } from './CompanyBlock';
import { companyInfo } from './company-info';

const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.xl}`};
  dt {
    color: ${({ theme }) => theme.colors.text};
  }
  dd {
    margin: 0;
  }
`;

/** /contact: the support line, e-mail, address and hours (spec 3 §2.12). */
export function ContactPage({ title }: { title: string }) {
  return (
    <StaticPage title={title}>
      <CompanyBlock title="客服与商务合作">
        <Details>
          <dt>客服电话</dt>
          <dd>
            <a href={`tel:${companyInfo.phone}`}>{companyInfo.phone}</a>
          </dd>
          <dt>电子邮箱</dt>
          <dd>
            <a href={`mailto:${companyInfo.email}`}>{companyInfo.email}</a>
          </dd>
          <dt>公司地址</dt>
          <dd>{companyInfo.address}</dd>
          <dt>服务时间</dt>
          <dd>{companyInfo.hours}</dd>
        </Details>
      </CompanyBlock>
      <CompanyBlock title="常见咨询">
        <p>
          会员开通、订单与发票、数据下载和接口合作等问题，欢迎在服务时间内致电客服；
          非服务时间可发送邮件，我们会在一个工作日内回复。
        </p>
      </CompanyBlock>
    </StaticPage>
  );
}
