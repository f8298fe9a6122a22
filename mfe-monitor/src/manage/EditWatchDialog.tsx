import { useState } from 'react';
import styled from 'styled-components';
import { monitorMessages, WATCH_TYPES, type Watch, type WatchType } from 'shared-api';
import { Button, Dialog, Spinner, toast } from 'shared-ui';
import { useEditQuoteQuery, useUpdateWatchMutation } from '../api/monitor-api';
import { monitorTexts } from '../shared/texts';
import { WatchFields, type WatchFormValues } from './WatchFields';

const EditsLeft = styled.p<{ $none: boolean }>`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme, $none }) => ($none ? theme.colors.danger : theme.colors.textSecondary)};
`;

const isWatchType = (type: number): type is WatchType =>
  type === WATCH_TYPES.text || type === WATCH_TYPES.image;

/**
 * The edit dialog (spec 2 §4 'Mark editing'): the edits left (canUpdateNum, then one every
 * gapDay days) from updateQuery, then update with status 1. 修改成功！/修改失败！; a watch of
 * a type the page does not know is refused with 未知类型！ before anything is sent.
 */
export function EditWatchDialog({ watch, onClose }: { watch: Watch | null; onClose: () => void }) {
  return watch ? <EditForm key={watch.id} watch={watch} onClose={onClose} /> : null;
}

function EditForm({ watch, onClose }: { watch: Watch; onClose: () => void }) {
  const quote = useEditQuoteQuery(watch.id, { refetchOnMountOrArgChange: true });
  const [update, { isLoading }] = useUpdateWatchMutation();
  const [values, setValues] = useState<WatchFormValues>({
    monitorValue: watch.monitorValue,
    remarkApplicant: watch.remarkApplicant,
    remarkKeyword: watch.remarkKeyword,
    classes: '',
  });
  const left = quote.data?.canUpdateNum ?? 0;

  const save = async () => {
    if (!isWatchType(watch.monitorType)) return toast.error(monitorMessages.unknownType);
    const result = await update({
      id: watch.id,
      monitorType: watch.monitorType,
      monitorValue: values.monitorValue.trim(),
      remarkApplicant: values.remarkApplicant.trim(),
      remarkKeyword: values.remarkKeyword.trim(),
    });
    if ('error' in result) return toast.error(monitorMessages.updateFailed);
    toast.success(monitorMessages.updated);
    onClose();
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={`${monitorTexts.edit}${monitorTexts.watchedMark}`}
      footer={
        <>
          <Button onClick={onClose}>{monitorTexts.cancel}</Button>
          <Button variant="primary" loading={isLoading} disabled={left <= 0} onClick={save}>
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
      {isWatchType(watch.monitorType) && (
        <WatchFields
          type={watch.monitorType}
          values={values}
          onChange={setValues}
          withClasses={false}
        />
      )}
    </Dialog>
  );
}
