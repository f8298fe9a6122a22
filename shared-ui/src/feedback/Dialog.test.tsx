import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithTheme } from '../test-utils';
import { Dialog } from './Dialog';

function Harness({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        打开
      </button>
      <Dialog
        open={open}
        title="支付"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        footer={<button type="button">确定</button>}
      >
        <input aria-label="金额" />
      </Dialog>
    </>
  );
}

it('opens as a labelled modal with focus inside, and Esc closes it', async () => {
  const onClose = jest.fn();
  const { user } = renderWithTheme(<Harness onClose={onClose} />);
  await user.click(screen.getByRole('button', { name: '打开' }));

  const dialog = screen.getByRole('dialog', { name: '支付' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(screen.getByLabelText('金额')).toHaveFocus();
  expect(document.body.style.overflow).toBe('hidden');

  await user.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  // Focus goes back to what opened it, and the page scrolls again.
  expect(screen.getByRole('button', { name: '打开' })).toHaveFocus();
  expect(document.body.style.overflow).toBe('');
});

it('closes with the close button', async () => {
  const onClose = jest.fn();
  const { user } = renderWithTheme(<Harness onClose={onClose} />);
  await user.click(screen.getByRole('button', { name: '打开' }));
  await user.click(screen.getByRole('button', { name: '关闭' }));
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('keeps Tab inside the dialog', async () => {
  const { user } = renderWithTheme(<Harness />);
  await user.click(screen.getByRole('button', { name: '打开' }));
  await user.tab(); // 金额 → 确定
  expect(screen.getByRole('button', { name: '确定' })).toHaveFocus();
  await user.tab(); // wraps to the first control, the close button
  expect(screen.getByRole('button', { name: '关闭' })).toHaveFocus();
});

it('closes only the innermost of nested dialogs on Esc', async () => {
  const outerClose = jest.fn();
  const innerClose = jest.fn();
  const { user } = renderWithTheme(
    <Dialog open title="外层" onClose={outerClose}>
      <Dialog open title="内层" onClose={innerClose}>
        <p>内容</p>
      </Dialog>
    </Dialog>,
  );
  await user.keyboard('{Escape}');
  expect(innerClose).toHaveBeenCalledTimes(1);
  expect(outerClose).not.toHaveBeenCalled();
});

it('ignores backdrop clicks unless asked', async () => {
  const onClose = jest.fn();
  const { user, rerender } = renderWithTheme(
    <Dialog open title="提示" onClose={onClose}>
      文本
    </Dialog>,
  );
  const backdrop = screen.getByRole('dialog').parentElement as HTMLElement;
  await user.click(backdrop);
  expect(onClose).not.toHaveBeenCalled();
  rerender(
    <Dialog open title="提示" onClose={onClose} closeOnOverlayClick>
      文本
    </Dialog>,
  );
  await user.click(screen.getByRole('dialog').parentElement as HTMLElement);
  expect(onClose).toHaveBeenCalledTimes(1);
});
