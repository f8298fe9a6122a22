import { act, screen, waitFor } from '@testing-library/react';
import { renderWithTheme } from '../test-utils';
import { FormItem } from './FormItem';
import { Input } from './Input';
import { confirm, newPassword, phone, required, type Rule } from './rules';
import { useForm } from './useForm';

interface Values {
  phone: string;
  password: string;
  again: string;
}

function Form({ phoneCheck, onResult }: { phoneCheck: Rule; onResult: (ok: boolean) => void }) {
  const form = useForm<Values>({
    initialValues: { phone: '', password: '', again: '' },
    rules: {
      phone: [required('请输入手机号'), phone(), phoneCheck],
      password: [required('请输入新密码！'), newPassword()],
      again: [required('请再次输入密码'), confirm('password')],
    },
  });
  return (
    <form
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        onResult(await form.validate());
      }}
    >
      <FormItem label="手机号" htmlFor="phone" required error={form.errors.phone}>
        <Input id="phone" {...form.inputProps('phone')} />
      </FormItem>
      <FormItem label="新密码" htmlFor="password" error={form.errors.password}>
        <Input id="password" {...form.inputProps('password')} />
      </FormItem>
      <FormItem label="确认密码" htmlFor="again" error={form.errors.again}>
        <Input id="again" {...form.inputProps('again')} />
      </FormItem>
      <span data-testid="validating">{String(form.validating)}</span>
      <button type="submit">提交</button>
    </form>
  );
}

const alerts = () => screen.queryAllByRole('alert').map((el) => el.textContent);

it('shows the first failing rule per field and reports failure', async () => {
  const onResult = jest.fn();
  const { user } = renderWithTheme(<Form phoneCheck={() => undefined} onResult={onResult} />);
  await user.click(screen.getByRole('button', { name: '提交' }));
  await waitFor(() => expect(onResult).toHaveBeenCalledWith(false));
  expect(alerts()).toEqual(['请输入手机号', '请输入新密码！', '请再次输入密码']);

  await user.type(screen.getByLabelText('手机号'), '123');
  // Typing clears the stale message until the field is checked again.
  expect(alerts()).not.toContain('请输入手机号');
  expect(screen.getByLabelText('手机号')).toHaveAttribute('aria-invalid', 'false');
  await user.tab();
  expect(await screen.findByText('手机号格式不正确')).toBeInTheDocument();
  expect(screen.getByLabelText('手机号')).toHaveAttribute('aria-invalid', 'true');
});

it('runs async rules and passes when everything is valid', async () => {
  const registered = new Set(['13812345678']);
  const phoneCheck: Rule = (value) =>
    Promise.resolve(registered.has(String(value)) ? undefined : '手机号未注册');
  const onResult = jest.fn();
  const { user } = renderWithTheme(<Form phoneCheck={phoneCheck} onResult={onResult} />);

  await user.type(screen.getByLabelText('手机号'), '13900000000');
  await user.type(screen.getByLabelText('新密码'), 'secret1');
  await user.type(screen.getByLabelText('确认密码'), 'secret2');
  await user.click(screen.getByRole('button', { name: '提交' }));
  await waitFor(() => expect(onResult).toHaveBeenLastCalledWith(false));
  expect(alerts()).toEqual(['手机号未注册', '两次密码输入不一致']);

  await user.clear(screen.getByLabelText('手机号'));
  await user.type(screen.getByLabelText('手机号'), '13812345678');
  await user.clear(screen.getByLabelText('确认密码'));
  await user.type(screen.getByLabelText('确认密码'), 'secret1');
  await user.click(screen.getByRole('button', { name: '提交' }));
  await waitFor(() => expect(onResult).toHaveBeenLastCalledWith(true));
  expect(alerts()).toEqual([]);
});

it('drops a slow check that finished after the field changed', async () => {
  let resolveSlow: (message: string | undefined) => void = () => undefined;
  const phoneCheck: Rule = () =>
    new Promise((resolve) => {
      resolveSlow = resolve;
    });
  const { user } = renderWithTheme(<Form phoneCheck={phoneCheck} onResult={jest.fn()} />);
  const input = screen.getByLabelText('手机号');
  await user.type(input, '13900000000');
  await user.tab();
  expect(screen.getByTestId('validating')).toHaveTextContent('true');

  await user.type(input, '1'); // the value changed while the server was asked about the old one
  await act(async () => resolveSlow('手机号未注册'));
  expect(screen.queryByText('手机号未注册')).not.toBeInTheDocument();
  expect(screen.getByTestId('validating')).toHaveTextContent('false');
});
