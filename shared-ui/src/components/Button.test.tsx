import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test-utils';
import { Button } from './Button';

it('clicks, and does not submit a form by default', async () => {
  const onClick = jest.fn();
  const onSubmit = jest.fn((event: Event) => event.preventDefault());
  const { user } = renderWithTheme(
    <form onSubmit={(e) => onSubmit(e.nativeEvent)}>
      <Button onClick={onClick}>查询</Button>
    </form>,
  );
  await user.click(screen.getByRole('button', { name: '查询' }));
  expect(onClick).toHaveBeenCalledTimes(1);
  expect(onSubmit).not.toHaveBeenCalled();
});

it('blocks clicks while loading and shows a spinner', async () => {
  const onClick = jest.fn();
  const { user, container } = renderWithTheme(
    <Button variant="primary" loading onClick={onClick}>
      登录
    </Button>,
  );
  const button = screen.getByRole('button', { name: '登录' });
  expect(button).toBeDisabled();
  expect(button).toHaveAttribute('aria-busy', 'true');
  expect(container.querySelector('[aria-hidden="true"]')).toBeInTheDocument();
  await user.click(button);
  expect(onClick).not.toHaveBeenCalled();
});

it('respects disabled', async () => {
  const onClick = jest.fn();
  const { user } = renderWithTheme(
    <Button variant="danger" size="small" disabled onClick={onClick}>
      删除
    </Button>,
  );
  await user.click(screen.getByRole('button', { name: '删除' }));
  expect(onClick).not.toHaveBeenCalled();
});
