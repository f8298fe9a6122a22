import { screen } from '@testing-library/react';
import { SUPPORT_PHONE } from 'shared-api';
import { renderMoneyScreen } from '../test-utils';
import { SuccessScreen } from './SuccessScreen';

test('the success page shows the amount paid, the way to the personal centre and the phone', () => {
  const view = renderMoneyScreen(SuccessScreen, '/chongzhi/success?price=100.5', '支付成功');
  expect(screen.getByRole('heading', { name: '付款成功' })).toBeInTheDocument();
  expect(screen.getByText('您已付款')).toHaveTextContent('您已付款 ¥ 100.50');
  expect(screen.getByRole('link', { name: '进入个人中心' })).toHaveAttribute(
    'href',
    '/personalInfo',
  );
  expect(screen.getByText(new RegExp(SUPPORT_PHONE))).toBeInTheDocument();
  view.restore();
});
