import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { accountLimits } from 'shared-api';
import { StaticPage } from '../StaticPage';
import { CompanyBlock } from './CompanyBlock';
import { bankAccountPlaceholder, companyInfo } from './company-info';

const Placeholder = styled.p`
  color: ${({ theme }) => theme.colors.warning};
`;

/** /zhifufangshi: how members pay (spec 3 §1, §5, §6). */
export function PaymentMethodsPage({ title }: { title: string }) {
  return (
    <StaticPage title={title}>
      <CompanyBlock title="微信支付">
        <p>下单后页面显示微信支付二维码，打开微信“扫一扫”完成付款，页面将自动确认到账。</p>
      </CompanyBlock>
      <CompanyBlock title="支付宝扫码支付">
        <p>下单后页面同时显示支付宝二维码，打开支付宝“扫一扫”完成付款即可。</p>
      </CompanyBlock>
      <CompanyBlock title="账户余额支付">
        <p>
          可先在<Link to="/recharge">账户充值</Link>
          中为钱包充值，购买会员或下载数据时直接从余额扣款。子账户与主账户共用钱包余额。
          单笔支付至多不超过{accountLimits.maxTopUpYuan}元，银行卡单笔支付不超过
          {accountLimits.maxCardPaymentYuan}元。
        </p>
      </CompanyBlock>
      <CompanyBlock title="储值卡">
        <p>使用储值卡的卡号和卡密为钱包充值。储值卡余额永久有效，不可退款，不可转让。</p>
      </CompanyBlock>
      <CompanyBlock title="公司转账">
        <p>企业客户可通过对公账户转账，转账后请联系客服（{companyInfo.phone}）确认并开通服务。</p>
        <dl aria-label="对公账户">
          <dt>户名</dt>
          <dd>{bankAccountPlaceholder.accountName}</dd>
          <dt>开户行</dt>
          <dd>{bankAccountPlaceholder.bank}</dd>
          <dt>账号</dt>
          <dd>{bankAccountPlaceholder.accountNo}</dd>
        </dl>
        <Placeholder role="note">
          以上为示例信息，并非真实收款账户；转账前请致电客服获取正式的对公账户信息。
        </Placeholder>
      </CompanyBlock>
    </StaticPage>
  );
}
