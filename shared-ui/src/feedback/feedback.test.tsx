import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test-utils';
import { EmptyState } from './EmptyState';
import { LoadingOverlay } from './LoadingOverlay';
import { LockedSample } from './LockedSample';
import { ProgressBar } from './ProgressBar';
import { RetryPanel } from './RetryPanel';

describe('RetryPanel', () => {
  it('announces the failure and retries on click', async () => {
    const onRetry = jest.fn();
    const { user } = renderWithTheme(<RetryPanel onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('模块加载失败');
    expect(alert).toHaveTextContent('该功能模块暂时无法加载，其他页面仍可正常使用。');
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('ProgressBar', () => {
  it.each([
    [42, '42'],
    [-5, '0'],
    [130, '100'],
  ])('value %p is reported as %p', (value, now) => {
    renderWithTheme(<ProgressBar value={value} label="导出进度" />);
    const bar = screen.getByRole('progressbar', { name: '导出进度' });
    expect(bar).toHaveAttribute('aria-valuenow', now);
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(screen.getByText(`${now}%`)).toBeInTheDocument();
  });
});

describe('EmptyState', () => {
  it('shows 未匹配到数据 with an illustration by default', () => {
    const { container } = renderWithTheme(<EmptyState />);
    expect(screen.getByText('未匹配到数据')).toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
  it('takes its own text and actions', () => {
    renderWithTheme(
      <EmptyState text="暂无提醒">
        <button type="button">刷新</button>
      </EmptyState>,
    );
    expect(screen.getByText('暂无提醒')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '刷新' })).toBeInTheDocument();
  });
});

describe('LockedSample', () => {
  it('shows greyed sample rows, the 4002 message and the upgrade slot', () => {
    const { container } = renderWithTheme(
      <LockedSample rows={2} upgrade={<a href="/vip">立即升级</a>} />,
    );
    expect(screen.getByRole('group', { name: '无权限的示例数据' })).toBeInTheDocument();
    expect(screen.getByText('请升级企业VIP或代理VIP获取权限！')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '立即升级' })).toHaveAttribute('href', '/vip');
    expect(container.querySelectorAll('[data-sample-row]')).toHaveLength(2);
  });
});

describe('LoadingOverlay', () => {
  it('covers its content while loading', () => {
    const { rerender } = renderWithTheme(
      <LoadingOverlay loading>
        <p>列表</p>
      </LoadingOverlay>,
    );
    expect(screen.getByText('列表')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '加载中…' })).toBeInTheDocument();
    rerender(
      <LoadingOverlay loading={false}>
        <p>列表</p>
      </LoadingOverlay>,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
  it('is a full-window overlay when used alone', () => {
    renderWithTheme(<LoadingOverlay />);
    expect(screen.getByRole('status', { name: '加载中…' })).toBeInTheDocument();
  });
});
