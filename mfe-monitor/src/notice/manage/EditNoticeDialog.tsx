import { useState } from 'react';
import styled from 'styled-components';
import { noticeMessages, type NoticeMark } from 'shared-api';
import { Button, Dialog, Spinner, toast } from 'shared-ui';
import { useNoticeEditQuoteQuery, useUpdateNoticeMarkMutation } from '../../api/notice-api';
import { monitorTexts } from '../../shared/texts';
import { noticeTexts } from '../shared/texts';
import { CodeField } from './CodeField';
import { useCodeValidation } from './useCodeValidation';

const EditsLeft = styled.p<{ $none: boolean }>`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme, $none }) => ($none ? theme.colors.danger : theme.colors.textSecondary)};
`;

/**
 * The edit dialog (spec 2 §4 'Mark editing', 'Notice customisation'): the edits left from
 * updateQuery (canUpdateNum, then one every gapDay days), a new number validated like a new
 * mark, then update/{id}?code=. 修改成功！/修改失败！.
 */
export function EditNoticeDialog({
  mark,
  onClose,
}: {
  mark: NoticeMark | null;
  onClose: () => void;
}) {
  return mark ? <EditForm key={mark.id} mark={mark} onClose={onClose} /> : null;
}

function EditForm({ mark, onClose }: { mark: NoticeMark; onClose: () => void }) {
  const quote = useNoticeEditQuoteQuery(mark.id, { refetchOnMountOrArgChange: true });
  const [update, { isLoading }] = useUpdateNoticeMarkMutation();
  const [code, setCode] = useState(mark.monitorValue);
  const { check, validate, reset, validCode } = useCodeValidation();
  const left = quote.data?.canUpdateNum ?? 0;
  const valid = validCode(code);

  const save = async () => {
    if (!valid) return;
    const result = await update({ id: mark.id, code: valid });
    if ('error' in result) return toast.error(noticeMessages.updateFailed);
    toast.success(noticeMessages.updated);
    onClose();
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={noticeTexts.editMark}
      footer={
        <>
          <Button onClick={onClose}>{monitorTexts.cancel}</Button>
          <Button
            variant="primary"
            loading={isLoading}
            disabled={left <= 0 || !valid}
            onClick={save}
          >
            {monitorTexts.save}
          </Button>
        </>
      }
    >
      {quote.isLoading ? (
        <Spinner size={20} />
      ) : (
        <EditsLeft $none={left <= 0} data-testid="edits-left">
          {quote.data ? monitorTexts.editsLeft(left, quote.data.gapDay) : monitorTexts.noEditsLeft}
        </EditsLeft>
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
