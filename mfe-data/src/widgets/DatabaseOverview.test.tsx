import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { envelope, ok } from 'shared-api/testing';
import { Provider } from 'react-redux';
import {
  CLASS_COUNT_PATH,
  classCountName,
  createPortalStore,
  type ClassCounts,
  type DatabaseBuild,
} from 'shared-api';
import { UiProvider } from 'shared-ui';
import { testServer } from '../../../test-setup/msw-server';
import { DatabaseOverview, overviewMessages } from './DatabaseOverview';

const LABELS = ['化学原料', '颜料油漆', '日化用品'];

function classCounts(counts: number[], building: DatabaseBuild | null = null): ClassCounts {
  const list = Array.from({ length: 45 }, (_, i) => ({
    id: counts[i] ?? 0,
    name: classCountName(i + 1, LABELS[i] ?? `类别${i + 1}`),
  }));
  const total = list.reduce((sum, item) => sum + item.id, 0);
  return {
    list,
    total,
    updatedAt: total ? '2025-03-05' : null,
    updatedMonth: total ? 3 : null,
    building,
  };
}

/** Answers with each body in turn (the last one again), counting the calls. */
function countsHandler(...answers: ClassCounts[]) {
  const log = { count: 0 };
  const handler = http.get(CLASS_COUNT_PATH, () => {
    const data = answers[Math.min(log.count, answers.length - 1)];
    log.count += 1;
    return ok(data);
  });
  return { handler, log };
}

function renderOverview() {
  return render(
    <Provider store={createPortalStore()}>
      <UiProvider>
        <DatabaseOverview />
      </UiProvider>
    </Provider>,
  );
}

describe('DatabaseOverview', () => {
  it('draws one bar per class with its label and count, the total, month and download', async () => {
    testServer.use(countsHandler(classCounts([1234567, 0, 89])).handler);
    renderOverview();
    const chart = await screen.findByRole('list', { name: '各类别商标数量' });
    const bars = within(chart).getAllByRole('listitem');
    expect(bars).toHaveLength(45);
    expect(bars[0]).toHaveTextContent('01 化学原料1,234,567');
    expect(bars[1]).toHaveTextContent('02 颜料油漆0');
    expect(bars[2]).toHaveTextContent('03 日化用品89');
    expect(screen.getByText('共 1,234,656 件商标')).toBeInTheDocument();
    expect(screen.getByText('数据更新于3月')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '下载' })).toBeEnabled();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('downloads the counts as a CSV made in the browser', async () => {
    testServer.use(countsHandler(classCounts([5, 6])).handler);
    const createObjectURL = jest.fn((_blob: Blob) => 'blob:counts');
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    try {
      renderOverview();
      await userEvent.click(await screen.findByRole('button', { name: '下载' }));
      expect(click).toHaveBeenCalledTimes(1);
      const blob = createObjectURL.mock.calls[0]![0];
      expect(blob.type).toBe('text/csv;charset=utf-8');
      await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:counts'));
    } finally {
      click.mockRestore();
    }
  });

  it('shows the build progress and polls every 2 s until the build has finished', async () => {
    const counts = countsHandler(
      classCounts([10], { done: 250, total: 1000 }),
      classCounts([40, 2]),
    );
    testServer.use(counts.handler);
    renderOverview();
    expect(await screen.findByText('商标数据库构建中 25%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('01 化学原料10');

    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument(), {
      timeout: 4000,
    });
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('01 化学原料40');
    const calls = counts.log.count;
    // Finished: no more polling.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(counts.log.count).toBe(calls);
  }, 10_000);

  it('a build that has written nothing yet shows only the progress', async () => {
    testServer.use(countsHandler(classCounts([], { done: 0, total: 500 })).handler);
    renderOverview();
    expect(await screen.findByText('商标数据库构建中 0%')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByText(overviewMessages.empty)).not.toBeInTheDocument();
  });

  it('an empty database shows the empty state and no download', async () => {
    testServer.use(countsHandler(classCounts([])).handler);
    renderOverview();
    expect(await screen.findByText(overviewMessages.empty)).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByText('共 0 件商标')).toBeInTheDocument();
    expect(screen.queryByText(/数据更新于/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '下载' })).toBeDisabled();
  });

  it('a failed call shows the message and a retry that loads the counts', async () => {
    let fail = true;
    testServer.use(
      http.get(CLASS_COUNT_PATH, () =>
        fail ? envelope(5000, '数据库不可用', null, 503) : ok(classCounts([7])),
      ),
    );
    renderOverview();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(overviewMessages.failed);
    expect(alert).toHaveTextContent('数据库不可用');
    fail = false;
    await userEvent.click(within(alert).getByRole('button'));
    expect(await screen.findByText('共 7 件商标')).toBeInTheDocument();
  });
});
