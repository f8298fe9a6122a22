import { act, screen } from '@testing-library/react';
import { renderWithTheme } from '../test-utils';
import { createEventBus } from './eventBus';
import { toast, TOAST_DURATION } from './toast';
import { ToastHost } from './ToastHost';

describe('createEventBus', () => {
  it('delivers to subscribers until they unsubscribe', () => {
    const bus = createEventBus<string>();
    const seen: string[] = [];
    const off = bus.subscribe((e) => seen.push(e));
    bus.emit('一');
    off();
    bus.emit('二');
    expect(seen).toEqual(['一']);
    expect(bus.listenerCount()).toBe(0);
  });
});

describe('toast + ToastHost', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows toasts raised outside React and removes them after 3 s', () => {
    renderWithTheme(<ToastHost />);
    act(() => {
      toast.success('修改成功！');
      toast.error('密码错误！');
      toast.info('验证码发送成功！');
    });
    expect(screen.getByRole('alert')).toHaveTextContent('密码错误！');
    expect(screen.getAllByRole('status').map((el) => el.textContent)).toEqual([
      '修改成功！',
      '验证码发送成功！',
    ]);

    act(() => jest.advanceTimersByTime(TOAST_DURATION - 1));
    expect(screen.getByText('修改成功！')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('修改成功！')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a repeated message once, with a fresh timer', () => {
    renderWithTheme(<ToastHost />);
    act(() => {
      toast.error('系统错误，请稍后重试！');
    });
    act(() => jest.advanceTimersByTime(2000));
    act(() => {
      toast.error('系统错误，请稍后重试！');
    });
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('honours a custom duration and stops listening when unmounted', () => {
    const { unmount } = renderWithTheme(<ToastHost />);
    act(() => {
      toast.info('稍候', { duration: 500 });
    });
    act(() => jest.advanceTimersByTime(500));
    expect(screen.queryByText('稍候')).not.toBeInTheDocument();
    unmount();
    expect(() => toast.error('没有宿主')).not.toThrow();
  });
});
