import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithTheme } from '../test-utils';
import { Tabs, type TabItem } from './Tabs';

const items: TabItem[] = [
  { key: 'name', label: '商标名', content: '按商标名查询' },
  { key: 'applicant', label: '申请人', content: '按申请人查询' },
  { key: 'agent', label: '代理机构', content: '按代理机构查询', disabled: true },
  { key: 'code', label: '注册号', content: '按注册号查询' },
];

it('links tabs and panel and switches on click (uncontrolled)', async () => {
  const onChange = jest.fn();
  const { user } = renderWithTheme(<Tabs items={items} onChange={onChange} />);
  expect(screen.getByRole('tablist')).toBeInTheDocument();
  const first = screen.getByRole('tab', { name: '商标名' });
  expect(first).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel', { name: '商标名' })).toHaveTextContent('按商标名查询');

  await user.click(screen.getByRole('tab', { name: '申请人' }));
  expect(onChange).toHaveBeenCalledWith('applicant');
  expect(screen.getByRole('tabpanel')).toHaveTextContent('按申请人查询');
  expect(first).toHaveAttribute('aria-selected', 'false');
});

it('moves with arrow keys, skipping disabled tabs and wrapping, Home/End', async () => {
  const { user } = renderWithTheme(<Tabs items={items} defaultActiveKey="applicant" />);
  await user.tab();
  expect(screen.getByRole('tab', { name: '申请人' })).toHaveFocus();

  await user.keyboard('{ArrowRight}');
  const code = screen.getByRole('tab', { name: '注册号' });
  expect(code).toHaveFocus();
  expect(code).toHaveAttribute('aria-selected', 'true');
  expect(code).toHaveAttribute('tabindex', '0');

  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: '商标名' })).toHaveFocus();
  await user.keyboard('{ArrowLeft}');
  expect(code).toHaveFocus();
  await user.keyboard('{Home}');
  expect(screen.getByRole('tab', { name: '商标名' })).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{End}');
  expect(screen.getByRole('tabpanel')).toHaveTextContent('按注册号查询');
});

it('follows the parent when controlled', async () => {
  function Controlled() {
    const [tab, setTab] = useState<'sms' | 'password'>('sms');
    return (
      <>
        <Tabs
          activeKey={tab}
          onChange={setTab}
          items={[
            { key: 'sms', label: '验证码登录' },
            { key: 'password', label: '密码登录' },
          ]}
        />
        <p>当前：{tab}</p>
      </>
    );
  }
  const { user } = renderWithTheme(<Controlled />);
  // Without content there is no panel: the page renders the content itself.
  expect(screen.queryByRole('tabpanel')).not.toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: '密码登录' }));
  expect(screen.getByText('当前：password')).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: '密码登录' })).toHaveAttribute('aria-selected', 'true');
});
