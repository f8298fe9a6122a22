import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test-utils';
import { Badge, formatBadgeCount } from './Badge';
import { LevelBadge } from './LevelBadge';

describe('formatBadgeCount', () => {
  it.each([
    [0, '0'],
    [5, '5'],
    [99, '99'],
    [100, '99+'],
    [12345, '99+'],
    [-3, '0'],
    [2.7, '2'],
  ])('%p → %p', (count, text) => {
    expect(formatBadgeCount(count)).toBe(text);
  });

  it('uses a custom cap', () => {
    expect(formatBadgeCount(10, 9)).toBe('9+');
  });
});

describe('Badge', () => {
  it('hides a zero count unless showZero', () => {
    const { container, rerender } = renderWithTheme(<Badge count={0} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Badge count={0} showZero />);
    expect(screen.getByText('0')).toBeInTheDocument();
  });

  it('shows 99+ over 99 next to its child', () => {
    renderWithTheme(
      <Badge count={120} label="未读消息">
        <span>消息</span>
      </Badge>,
    );
    expect(screen.getByText('消息')).toBeInTheDocument();
    expect(screen.getByText('99+')).toHaveAttribute('aria-label', '未读消息 99+');
  });
});

describe('LevelBadge', () => {
  it.each([
    [2, '个人VIP'],
    [3, '企业VIP'],
    [4, '代理VIP'],
    [6, '内部账户'],
  ])('level %p reads %p', (level, text) => {
    renderWithTheme(<LevelBadge levelId={level} />);
    expect(screen.getByText(text)).toHaveAttribute('data-level', String(level));
  });

  it('gives each level its own colour', () => {
    renderWithTheme(
      <>
        {[2, 3, 4, 6].map((level) => (
          <LevelBadge key={level} levelId={level} />
        ))}
      </>,
    );
    const colours = ['个人VIP', '企业VIP', '代理VIP', '内部账户'].map((text) =>
      getComputedStyle(screen.getByText(text)).getPropertyValue('--level-color'),
    );
    expect(new Set(colours).size).toBe(4);
  });

  it.each([1, 5, 7, null, undefined])('renders nothing for %p', (level) => {
    const { container } = renderWithTheme(<LevelBadge levelId={level} />);
    expect(container).toBeEmptyDOMElement();
  });
});
