import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test-utils';
import { confirm, required } from './rules';
import { NewPasswordFields, type NewPasswordFieldsProps } from './NewPasswordFields';
import { useForm } from './useForm';

interface Values {
  newPassword: string;
  validationPassword: string;
}

type Options = Omit<NewPasswordFieldsProps<Values>, 'form' | 'fields' | 'idPrefix'>;

function PasswordForm(options: Options) {
  const form = useForm<Values>({
    initialValues: { newPassword: '', validationPassword: '' },
    rules: {
      newPassword: [required('请输入新密码！')],
      validationPassword: [confirm('newPassword', '密码输入不一致！')],
    },
  });
  return (
    <form>
      <NewPasswordFields
        form={form}
        fields={['newPassword', 'validationPassword']}
        idPrefix="test"
        {...options}
      />
    </form>
  );
}

describe('NewPasswordFields', () => {
  it('labels both password fields and binds them to the named form fields', async () => {
    const { user } = renderWithTheme(<PasswordForm placeholder="8-16位字母和数字组合" />);
    const password = screen.getByLabelText('新密码');
    const confirmation = screen.getByLabelText('确认新密码');
    for (const input of [password, confirmation]) {
      expect(input).toHaveAttribute('type', 'password');
      expect(input).toHaveAttribute('autocomplete', 'new-password');
      expect(input).toHaveAttribute('maxlength', '16');
    }
    expect(password).toHaveAttribute('placeholder', '8-16位字母和数字组合');

    await user.click(password);
    await user.tab();
    expect(await screen.findByText('请输入新密码！')).toBeInTheDocument();
    await user.type(password, 'abc12345');
    await user.type(confirmation, 'abc12346');
    await user.tab();
    expect(await screen.findByText('密码输入不一致！')).toBeInTheDocument();
    expect(confirmation).toHaveAttribute('aria-invalid', 'true');
  });

  it('takes other labels and a hint under the password', () => {
    renderWithTheme(
      <PasswordForm labels={['密码', '确认密码']} help="8-16位，须同时包含字母和数字" />,
    );
    expect(screen.getByLabelText('密码')).toHaveAttribute('id', 'test-new');
    expect(screen.getByLabelText('确认密码')).toHaveAttribute('id', 'test-confirm');
    expect(screen.getByText('8-16位，须同时包含字母和数字')).toBeInTheDocument();
  });
});
