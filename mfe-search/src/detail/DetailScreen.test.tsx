import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { envelope, ok } from 'shared-api/testing';
import { DETAIL_PATH, NOTICE_PICTURE_PATH, searchMessages } from 'shared-api';
import { testServer } from '../../../test-setup/msw-server';
import { detailRow } from './detail-fixture';
import { NO_DETAIL_ID_MESSAGE } from './DetailScreen';
import { renderDetail } from './render-detail';

function detailHandler(answer: () => Response = () => ok({ list: [detailRow()], total: 1 })) {
  const bodies: unknown[] = [];
  const handler = http.post(DETAIL_PATH, async ({ request }) => {
    bodies.push(await request.json());
    return answer();
  });
  return { handler, bodies };
}

let view: ReturnType<typeof renderDetail> | undefined;
afterEach(() => view?.restore());

/** The value shown beside a label of the information table. */
const fieldValue = (label: string) => screen.getByText(label, { selector: 'dt' }).nextSibling;

describe('the trademark detail page', () => {
  it('asks for the detailId and shows every field of the mark', async () => {
    const detail = detailHandler();
    testServer.use(detail.handler);
    view = renderDetail('/search/tmd?detailId=30000001_9');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('恒泰已注册');
    expect(detail.bodies).toEqual([
      { keyword: '30000001_9', needImage: true, pageno: 1, pagesize: 5 },
    ]);
    const expected: [string, string][] = [
      ['商标名称', '恒泰'],
      ['申请号/注册号', '30000001'],
      ['类别', '第09类'],
      ['商标状态', '已注册'],
      ['申请日期', '2012-03-01'],
      ['商标类型', '普通商标'],
      ['初审公告期号', '1335'],
      ['初审公告日期', '2012-11-27'],
      ['注册公告期号', '1347'],
      ['注册公告日期', '2013-02-27'],
      ['专用权期限', '2013-02-28 至 2023-02-27'],
      ['国际注册日期', '2012-05-06'],
      ['优先权日期', '2011-12-01'],
      ['颜色', '红色、蓝色'],
      ['申请人名称（中文）', '浙江恒泰电子有限公司'],
      ['申请人名称（英文）', 'Zhejiang Hengtai Electronics Co., Ltd.'],
      ['申请人地址（中文）', '浙江省杭州市西湖区文三路1号'],
      ['申请人地址（英文）', 'No. 1 Wensan Road, Hangzhou'],
      ['地区', '浙江省 杭州市'],
      ['共有人', '杭州甲公司、杭州乙公司'],
      ['代理机构', '杭州天成知识产权代理有限公司'],
    ];
    for (const [label, value] of expected) expect(fieldValue(label)).toHaveTextContent(value);
    expect(screen.getByRole('img', { name: '商标图样：恒泰' })).toHaveAttribute(
      'src',
      '/shebiao/picture/mark/abc',
    );
  });

  it('shows empty fields as a dash and a mark without co-owners as 无', async () => {
    const bare = detailRow({
      TM_SHARE: 0,
      TM_SHARE_HOLDERS: [],
      TM_HOLDER_EN: null,
      TM_COLOR: null,
      TM_STATUS: 7,
      TM_NCL: 35,
      imageUrl: null,
    });
    testServer.use(detailHandler(() => ok({ list: [bare], total: 1 })).handler);
    view = renderDetail('/search/tmd?detailId=30000001_35');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('恒泰未知');
    expect(fieldValue('共有人')).toHaveTextContent('无');
    expect(fieldValue('申请人名称（英文）')).toHaveTextContent('—');
    expect(fieldValue('颜色')).toHaveTextContent('—');
    expect(fieldValue('类别')).toHaveTextContent('第35类');
    expect(screen.getByLabelText('暂无商标图样')).toHaveTextContent('恒泰');
  });

  it('lists the process steps in order and strikes through deleted goods', async () => {
    testServer.use(detailHandler().handler);
    view = renderDetail('/search/tmd?detailId=30000001_9');
    const steps = await screen.findByRole('list', { name: '商标流程' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['2012-03-01商标注册申请', '2013-02-27注册公告']);
    const goods = within(screen.getByRole('list', { name: '商品/服务项目' })).getAllByRole(
      'listitem',
    );
    expect(goods.map((li) => li.textContent)).toEqual(['0901计算机', '0907手机', '0907传真机']);
    expect(screen.getByText('传真机').tagName).toBe('DEL');
    expect(screen.getByText('手机').closest('del')).toBeNull();
  });

  it('names notices: first review and registration by short name, others by their name', async () => {
    testServer.use(detailHandler().handler);
    view = renderDetail('/search/tmd?detailId=30000001_9');
    const table = await screen.findByRole('table', { name: '商标公告' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      '初审公告',
      '注册公告',
      '商标转让/移转公告',
    ]);
    expect(rows[0]).toHaveTextContent('第1335期12');
  });

  it('opens the picture of an issue below 1410 in a new tab', async () => {
    const bodies: unknown[] = [];
    testServer.use(
      detailHandler().handler,
      http.post(NOTICE_PICTURE_PATH, async ({ request }) => {
        bodies.push(await request.json());
        return ok('/shebiao/picture/gazette/1335/36/12');
      }),
    );
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    try {
      view = renderDetail('/search/tmd?detailId=30000001_9');
      await view.user.click(
        await screen.findByRole('button', { name: '查看第1335期 初审公告 第12页' }),
      );
      await waitFor(() =>
        expect(open).toHaveBeenCalledWith(
          '/shebiao/picture/gazette/1335/36/12',
          '_blank',
          'noopener',
        ),
      );
      expect(bodies).toEqual([{ firstNo: 1335, page: 12, type: 'TMZCSQ' }]);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    } finally {
      open.mockRestore();
    }
  });

  it('opens the picture of issue 1410 or later in a dialog', async () => {
    testServer.use(
      detailHandler().handler,
      http.post(NOTICE_PICTURE_PATH, () => ok('/shebiao/picture/gazette/1620/5/40')),
    );
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    try {
      view = renderDetail('/search/tmd?detailId=30000001_9');
      await view.user.click(
        await screen.findByRole('button', { name: '查看第1620期 商标转让/移转公告 第40页' }),
      );
      const dialog = await screen.findByRole('dialog', {
        name: '第1620期 商标转让/移转公告 第40页',
      });
      expect(within(dialog).getByRole('img')).toHaveAttribute(
        'src',
        '/shebiao/picture/gazette/1620/5/40',
      );
      expect(open).not.toHaveBeenCalled();
      await view.user.click(within(dialog).getByRole('button', { name: '关闭' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    } finally {
      open.mockRestore();
    }
  });

  it('sends a members-only picture refusal (4002) to the permission handler', async () => {
    testServer.use(
      detailHandler().handler,
      http.post(NOTICE_PICTURE_PATH, () => new HttpResponse('Access Denied', { status: 200 })),
    );
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    try {
      view = renderDetail('/search/tmd?detailId=30000001_9');
      await view.user.click(
        await screen.findByRole('button', { name: '查看第1347期 注册公告 第3页' }),
      );
      await waitFor(() =>
        expect(view?.shell.onPermissionDenied).toHaveBeenCalledWith('Access Denied'),
      );
      expect(open).not.toHaveBeenCalled();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    } finally {
      open.mockRestore();
    }
  });

  it("shows the server's message for an unknown mark", async () => {
    testServer.use(detailHandler(() => envelope(3002, '该商标不存在', null, 404)).handler);
    view = renderDetail('/search/tmd?detailId=1_1');
    expect(await screen.findByText('该商标不存在')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('shows 该商标不存在 when the answer has no mark', async () => {
    testServer.use(detailHandler(() => ok({ list: [], total: 0 })).handler);
    view = renderDetail('/search/tmd?detailId=1_1');
    expect(await screen.findByText(searchMessages.detailNotFound)).toBeInTheDocument();
  });

  it('sends a members-only detail refusal (4002) to the permission handler', async () => {
    testServer.use(detailHandler(() => envelope(4002, '请登录后查看')).handler);
    view = renderDetail('/search/tmd?detailId=30000001_9');
    expect(await screen.findByText('请登录后查看')).toBeInTheDocument();
    expect(view.shell.onPermissionDenied).toHaveBeenCalledWith('请登录后查看');
  });

  it('without a detailId asks nothing and says what is missing', () => {
    view = renderDetail('/search/tmd');
    expect(screen.getByText(NO_DETAIL_ID_MESSAGE)).toBeInTheDocument();
  });
});
