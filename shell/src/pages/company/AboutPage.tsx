import { SITE_NAME } from 'shared-api';
import { StaticPage } from '../StaticPage';
import { CompanyBlock } from './CompanyBlock';

/** /jieshao: what the portal is and offers (spec 3 §2.12). */
export function AboutPage({ title }: { title: string }) {
  return (
    <StaticPage title={title}>
      <CompanyBlock title="平台简介">
        <p>
          {SITE_NAME}
          是面向企业、商标代理机构和个人的商标信息服务平台，提供商标查询、商标监测和商标数据服务，
          帮助用户在申请前评估注册风险、在注册后守护品牌权益。
        </p>
        <p>
          平台数据来源于国家知识产权局公开的商标注册信息与商标公告，查询数据每月更新两次，
          覆盖全部45个国际分类及其类似群组。
        </p>
      </CompanyBlock>
      <CompanyBlock title="核心服务">
        <ul>
          <li>商标查询：按名称、注册号、申请人查询，支持文字近似、图形近似和商品/服务近似检索。</li>
          <li>商标监测：按期跟踪商标公告，及时发现与您的商标近似的新申请，便于提出异议。</li>
          <li>商标数据：商标申请数据、续展与宽展期数据批量下载，以及驳回预测等数据产品。</li>
          <li>商标档案：为主体建立商标档案，集中管理名下商标的状态与到期时间。</li>
        </ul>
      </CompanyBlock>
      <CompanyBlock title="服务对象">
        <p>
          注册即可免费体验7天企业VIP；企业VIP与代理VIP会员享有更高的查询额度、子账户和数据导出权益，
          详见会员价格页面。
        </p>
      </CompanyBlock>
    </StaticPage>
  );
}
