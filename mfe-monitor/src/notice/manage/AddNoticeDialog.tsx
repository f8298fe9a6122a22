import { useState } from 'react';
import styled from 'styled-components';
import { getErrorMessage } from 'shared-api';
import { Button, Dialog } from 'shared-ui';
import { useNoticeCreateQuoteQuery } from '../../api/notice-api';
import { monitorTexts } from '../../shared/texts';
import { yuan } from '../../shared/today';
import { noticeTexts } from '../shared/texts';
import { CodeField } from './CodeField';
import { useCodeValidation } from './useCodeValidation';

const Quote = styled.p<{ $paid: boolean }>`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme, $paid }) => ($paid ? theme.colors.price : theme.colors.textSecondary)};
`;

const Problem = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.danger};
`;

export interface AddNoticeDialogProps {
  open: boolean;
  /** the number to start with (/noticeManage?code=) */
  initialCode: string;
  onClose: () => void;
  onSubmit: (code: string) => Promise<boolean>;
  submitting: boolean;
}

/**
 * The add dialog (spec 2 §2 screen 8, §4): the number, its 校验, the free slots left or the
 * yearly price from createQuery; 确定 only once the number typed has passed. A paid mark
 * closes the dialog before the create, because the shell's payment dialog takes over.
 */
export function AddNoticeDialog(props: AddNoticeDialogProps) {
  // Mounted while open, so every opening starts from the given number and no old check.
  return props.open ? <AddNoticeForm {...props} /> : null;
}

function AddNoticeForm({ initialCode, onClose, onSubmit, submitting }: AddNoticeDialogProps) {
  const [code, setCode] = useState(initialCode);
  const { check, validate, reset, validCode } = useCodeValidation();
  const quote = useNoticeCreateQuoteQuery(undefined, { refetchOnMountOrArgChange: true });
  const price = quote.data?.needPrice ?? 0;
  const valid = validCode(code);

  const save = async () => {
    if (!valid) return;
    if (price > 0) {
      onClose();
      await onSubmit(valid);
      return;
    }
    if (await onSubmit(valid)) onClose();
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={noticeTexts.addMark}
      footer={
        <>
          <Button onClick={onClose}>{monitorTexts.cancel}</Button>
          <Button
            variant="primary"
            loading={submitting}
            disabled={!valid || !quote.data}
            onClick={save}
          >
            {monitorTexts.save}
          </Button>
        </>
      }
    >
      {quote.isError && <Problem role="alert">{getErrorMessage(quote.error)}</Problem>}
      {quote.data && (
        <Quote $paid={price > 0} data-testid="notice-quote">
          {price > 0
            ? noticeTexts.pricePerYear(yuan(price))
            : noticeTexts.freeLeft(quote.data.residualFreeCreateNum)}
        </Quote>
      )}
      <CodeField
        value={code}
        check={check}
        onChange={(next) => {
          setCode(next);
          reset();
        }}
        onValidate={() => validate(code)}
      />
    </Dialog>
  );
}
