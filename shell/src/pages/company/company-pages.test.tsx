import { screen, within } from '@testing-library/react';
import { COMPANY_PAGES, ROUTES, SUPPORT_PHONE } from 'shared-api';
import { renderPortal } from '../../test-utils';
import { JOB_LISTINGS } from './job-listings';

/** A company page as a visitor opens it, inside the real route tree and layout. */
function open(path: string) {
  renderPortal({ initialEntries: [path] });
  return screen.getByRole('main');
}

describe('company pages', () => {
  it('links only routes of the portal, each by its title', () => {
    for (const { to, label } of COMPANY_PAGES) {
      expect(ROUTES.find((route) => route.path === to)?.title).toBe(label);
    }
  });

  it.each(COMPANY_PAGES.filter((page) => page.to !== '/vip'))(
    '$to has the six-entry left navigation',
    ({ to, label }) => {
      const main = open(to);
      expect(within(main).getByRole('heading', { level: 1, name: label })).toBeInTheDocument();
      const nav = within(main).getByRole('navigation', { name: '关于我们' });
      const links = within(nav).getAllByRole('link');
      expect(links.map((link) => link.getAttribute('href'))).toEqual([
        '/jieshao',
        '/contact',
        '/jiaru',
        '/zhifufangshi',
        '/sitemap',
        '/vip',
      ]);
      expect(within(nav).getByRole('link', { name: label })).toHaveClass('active');
    },
  );

  it('/jieshao describes the search, monitoring and data services', () => {
    const main = open('/jieshao');
    for (const service of ['商标查询', '商标监测', '商标数据']) {
      expect(within(main).getByText(new RegExp(`^${service}：`))).toBeInTheDocument();
    }
  });

  it('/contact shows the support phone, e-mail, address and hours', () => {
    const main = open('/contact');
    expect(within(main).getByRole('link', { name: SUPPORT_PHONE })).toHaveAttribute(
      'href',
      `tel:${SUPPORT_PHONE}`,
    );
    for (const term of ['电子邮箱', '公司地址', '服务时间']) {
      expect(within(main).getByText(term)).toBeInTheDocument();
    }
    expect(within(main).getByRole('link', { name: /@/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
  });

  it('/jiaru lists four jobs with place, duties and requirements', () => {
    const main = open('/jiaru');
    const jobs = within(main).getAllByRole('article', { name: /./ });
    expect(jobs).toHaveLength(4);
    expect(JOB_LISTINGS).toHaveLength(4);
    jobs.forEach((job, index) => {
      const listing = JOB_LISTINGS[index]!;
      expect(within(job).getByRole('heading', { name: listing.title })).toBeInTheDocument();
      expect(within(job).getByText(`工作地点：${listing.place}`)).toBeInTheDocument();
      expect(within(job).getByRole('heading', { name: '岗位职责' })).toBeInTheDocument();
      expect(within(job).getByRole('heading', { name: '任职要求' })).toBeInTheDocument();
    });
  });

  it('/zhifufangshi lists the five ways to pay, the bank account marked as a placeholder', () => {
    const main = open('/zhifufangshi');
    for (const method of ['微信支付', '支付宝扫码支付', '账户余额支付', '储值卡', '公司转账']) {
      expect(within(main).getByRole('heading', { level: 2, name: method })).toBeInTheDocument();
    }
    expect(within(main).getByText(/不可退款，不可转让/)).toBeInTheDocument();
    const account = within(main).getByText('户名').closest('dl');
    expect(account).toHaveAccessibleName('对公账户');
    // Spec 3 §1 omits the real details: every field says it is an example.
    expect(within(account!).getAllByText(/^（示例）/)).toHaveLength(3);
    expect(within(main).getByRole('note')).toHaveTextContent('以上为示例信息，并非真实收款账户');
  });

  it('/sitemap lists exactly the entries of spec 3 §2.12, /gonggao twice', () => {
    const main = open('/sitemap');
    const list = within(main).getByRole('list', { name: '站点页面' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/',
      '/search',
      '/jiance',
      '/data',
      '/gonggao',
      '/gonggao',
      '/tool/miniprogram',
      '/news/list/2.html',
      '/news/list/30.html',
      '/news/list/27.html',
      '/tool/index',
      '/tool/goodsclass',
      '/news/list/29.html',
    ]);
  });
});
