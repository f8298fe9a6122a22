import { act, screen, waitFor } from '@testing-library/react';
import { renderWithTheme } from '../test-utils';
import { CODE_RESEND_SECONDS, CodeButton } from './CodeButton';

const button = () => screen.getByRole('button', { name: /获取验证码|秒后重新获取/ });

function renderButton(onSend: () => Promise<boolean>, seconds?: number) {
  return renderWithTheme(<CodeButton onSend={onSend} seconds={seconds} />, {
    user: { advanceTimers: jest.advanceTimersByTime },
  });
}

describe('CodeButton', () => {
  // Only the clock is faked: the awaited send needs the real microtask queue.
  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
  });
  afterEach(() => jest.useRealTimers());

  it('counts down 60 seconds after a code went out, then may send again', async () => {
    const onSend = jest.fn(() => Promise.resolve(true));
    const { user } = renderButton(onSend);
    expect(CODE_RESEND_SECONDS).toBe(60);
    await user.click(button());
    expect(await screen.findByRole('button', { name: '60秒后重新获取' })).toBeDisabled();
    expect(onSend).toHaveBeenCalledTimes(1);

    act(() => jest.advanceTimersByTime(1000));
    expect(button()).toHaveTextContent('59秒后重新获取');
    // Each second's timer is set after the previous tick renders, so step second by second.
    for (let second = 2; second < 60; second += 1) act(() => jest.advanceTimersByTime(1000));
    expect(button()).toHaveTextContent('1秒后重新获取');
    expect(button()).toBeDisabled();
    act(() => jest.advanceTimersByTime(1000));
    expect(button()).toHaveTextContent('获取验证码');
    expect(button()).toBeEnabled();

    await user.click(button());
    expect(await screen.findByRole('button', { name: '60秒后重新获取' })).toBeDisabled();
    expect(onSend).toHaveBeenCalledTimes(2);
  });

  it('stays free when nothing was sent', async () => {
    const onSend = jest.fn(() => Promise.resolve(false));
    const { user } = renderButton(onSend);
    await user.click(button());
    await waitFor(() => expect(button()).not.toHaveAttribute('aria-busy'));
    expect(button()).toHaveTextContent('获取验证码');
    expect(button()).toBeEnabled();
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('is busy while sending, so a slow send cannot go out twice', async () => {
    let finish: (sent: boolean) => void = () => undefined;
    const onSend = jest.fn(() => new Promise<boolean>((resolve) => (finish = resolve)));
    const { user } = renderButton(onSend, 3);
    await user.click(button());
    expect(button()).toHaveAttribute('aria-busy', 'true');
    await user.click(button());
    expect(onSend).toHaveBeenCalledTimes(1);

    finish(true);
    expect(await screen.findByRole('button', { name: '3秒后重新获取' })).not.toHaveAttribute(
      'aria-busy',
    );
  });
});
