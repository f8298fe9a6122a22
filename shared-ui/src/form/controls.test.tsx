import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithTheme } from '../test-utils';
import { Checkbox } from './Checkbox';
import { FormItem } from './FormItem';
import { Input } from './Input';
import { Select } from './Select';
import { Switch } from './Switch';

it('FormItem labels its control, marks required and shows the error', () => {
  renderWithTheme(
    <FormItem label="手机号" htmlFor="m" required error="手机号格式不正确">
      <Input id="m" invalid />
    </FormItem>,
  );
  const input = screen.getByLabelText('手机号');
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  expect(screen.getByRole('alert')).toHaveTextContent('手机号格式不正确');
});

it('FormItem shows help text while there is no error', () => {
  renderWithTheme(
    <FormItem label="金额" htmlFor="a" help="单笔至多30000">
      <Input id="a" />
    </FormItem>,
  );
  expect(screen.getByText('单笔至多30000')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('Checkbox reports the new checked state; its label toggles it', async () => {
  function Agree() {
    const [checked, setChecked] = useState(false);
    return (
      <Checkbox checked={checked} onChange={setChecked}>
        我已阅读并同意
      </Checkbox>
    );
  }
  const { user } = renderWithTheme(<Agree />);
  const box = screen.getByRole('checkbox', { name: '我已阅读并同意' });
  await user.click(screen.getByText('我已阅读并同意'));
  expect(box).toBeChecked();
  await user.click(box);
  expect(box).not.toBeChecked();
});

it('Select passes the chosen value and offers a placeholder', async () => {
  const onChange = jest.fn();
  const { user } = renderWithTheme(
    <Select
      aria-label="支付方式"
      placeholder="全部"
      onChange={onChange}
      options={[
        { value: 1, label: '微信' },
        { value: 2, label: '支付宝' },
      ]}
    />,
  );
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
    '全部',
    '微信',
    '支付宝',
  ]);
  await user.selectOptions(screen.getByRole('combobox', { name: '支付方式' }), '支付宝');
  expect(onChange).toHaveBeenCalledWith('2');
});

it('Switch asks for the other state; busy or disabled, it cannot be pressed', async () => {
  function Setting({ busy = false }: { busy?: boolean }) {
    const [on, setOn] = useState(false);
    return (
      <Switch checked={on} label="启用状态" busy={busy} onChange={setOn}>
        {on ? '已启用' : '已停用'}
      </Switch>
    );
  }
  const { user } = renderWithTheme(<Setting />);
  const toggle = screen.getByRole('switch', { name: '启用状态' });
  expect(toggle).toHaveAttribute('aria-checked', 'false');
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-checked', 'true');
  expect(screen.getByText('已启用')).toBeInTheDocument();

  renderWithTheme(<Setting busy />);
  const waiting = screen.getAllByRole('switch')[1]!;
  expect(waiting).toBeDisabled();
  expect(waiting).toHaveAttribute('aria-busy', 'true');
});
