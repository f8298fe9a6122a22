import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { ok } from 'shared-api/testing';
import { classificationMessages, GRAPHIC_ELEMENT_BASE, type GraphicNode } from 'shared-api';
import { testServer } from '../../../test-setup/msw-server';
import { GraphicElementsScreen } from './GraphicElementsScreen';
import { renderScreen } from './render-screen';

const node = (code: string, itsName: string): GraphicNode => {
  const [fno, sno, tno] = code.split('.');
  return {
    fno: fno!,
    sno: sno ? `${fno}.${sno}` : null,
    tno: tno ? code : null,
    itsName,
    firstNo: sno ? fno! : null,
    secondNo: tno ? `${fno}.${sno}` : null,
  };
};

/** The Vienna calls, each recorded as 'level1', 'level2 01', 'search 太阳'… */
function viennaServer() {
  const calls: string[] = [];
  const param = (request: Request, name: string) => new URL(request.url).searchParams.get(name);
  testServer.use(
    http.get(`${GRAPHIC_ELEMENT_BASE}/getLevel1`, () => {
      calls.push('level1');
      return ok([node('01', '天体、自然现象、地图'), node('02', '人')]);
    }),
    http.get(`${GRAPHIC_ELEMENT_BASE}/getLevel2`, ({ request }) => {
      calls.push(`level2 ${param(request, 'code')}`);
      return ok([node('01.01', '星、彗星'), node('01.03', '太阳')]);
    }),
    http.get(`${GRAPHIC_ELEMENT_BASE}/getLevel3`, ({ request }) => {
      calls.push(`level3 ${param(request, 'code')}`);
      return ok([node('01.03.01', '升起或落下的太阳'), node('01.03.02', '带光芒的太阳')]);
    }),
    http.get(`${GRAPHIC_ELEMENT_BASE}/searchLevel3Name`, ({ request }) => {
      const name = param(request, 'name') ?? '';
      calls.push(`search ${name}`);
      if (name !== '太阳') return ok([]);
      return ok([
        {
          ...node('01', '天体、自然现象、地图'),
          children: [{ ...node('01.03', '太阳'), children: [node('01.03.02', '带光芒的太阳')] }],
        },
      ]);
    }),
  );
  return calls;
}

const openNode = (name: string) => screen.getByRole('button', { name });

describe('the graphic-element browser', () => {
  it('loads each level only when its parent is opened, once', async () => {
    const calls = viennaServer();
    const user = renderScreen(GraphicElementsScreen, '/tool/index', '图形要素分类');
    const category = await screen.findByRole('button', { name: '01 天体、自然现象、地图' });
    expect(calls).toEqual(['level1']);
    expect(category).toHaveAttribute('aria-expanded', 'false');

    await user.click(category);
    expect(category).toHaveAttribute('aria-expanded', 'true');
    await user.click(await screen.findByRole('button', { name: '01.03 太阳' }));
    const sections = await screen.findByRole('list', { name: '01.03 太阳' });
    // the list shows a loading row until level 3 has arrived
    await waitFor(() =>
      expect(
        within(sections)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['01.03.01 升起或落下的太阳', '01.03.02 带光芒的太阳']),
    );
    // sections are leaves: nothing to open
    expect(within(sections).queryByRole('button')).not.toBeInTheDocument();
    expect(calls).toEqual(['level1', 'level2 01', 'level3 01.03']);

    await user.click(openNode('01 天体、自然现象、地图'));
    expect(screen.queryByText('01.01 星、彗星')).not.toBeInTheDocument();
    await user.click(openNode('01 天体、自然现象、地图'));
    expect(await screen.findByText('01.01 星、彗星')).toBeInTheDocument();
    expect(calls).toEqual(['level1', 'level2 01', 'level3 01.03']);
  });

  it('searches by name and shows the matches under their parents, opened', async () => {
    const calls = viennaServer();
    const user = renderScreen(GraphicElementsScreen, '/tool/index', '图形要素分类');
    await screen.findByRole('button', { name: '02 人' });
    await user.type(screen.getByRole('textbox', { name: '请输入图形要素名称' }), ' 太阳 ');
    await user.click(screen.getByRole('button', { name: '查询' }));
    const results = await screen.findByRole('list', { name: '图形要素查询结果' });
    expect(within(results).getByRole('button', { name: '01.03 太阳' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(results).getByText('01.03.02 带光芒的太阳')).toBeInTheDocument();
    expect(calls).toEqual(['level1', 'search 太阳']);

    await user.click(screen.getByRole('button', { name: '清除' }));
    expect(await screen.findByRole('list', { name: '图形要素分类' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '请输入图形要素名称' })).toHaveValue('');
  });

  it('refuses an empty search without asking, and says when nothing matches', async () => {
    const calls = viennaServer();
    const user = renderScreen(GraphicElementsScreen, '/tool/index', '图形要素分类');
    await screen.findByRole('button', { name: '02 人' });
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(screen.getByRole('alert')).toHaveTextContent(classificationMessages.nameRequired);
    expect(calls).toEqual(['level1']);

    await user.type(screen.getByRole('textbox', { name: '请输入图形要素名称' }), '龙');
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('未找到包含“龙”的分类')).toBeInTheDocument();
  });
});
