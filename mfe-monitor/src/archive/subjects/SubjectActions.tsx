import { useState } from 'react';
import { archiveMessages, getErrorMessage, type Subject } from 'shared-api';
import { Button, Dialog, toast } from 'shared-ui';
import { useRemoveSubjectMutation } from '../../api/archive-api';
import { today } from '../../shared/today';
import { archiveTexts } from '../archive-texts';
import { RefusalDialog } from './RefusalDialog';
import { SubjectFormDialog } from './SubjectFormDialog';

type Open =
  | { kind: 'none' }
  | { kind: 'edit'; subject: Subject }
  | { kind: 'remove'; subject: Subject }
  | { kind: 'refused'; message: string };

/**
 * Renaming and removing a card's subject (spec 2 §4, §8). The rules are checked on the card's
 * own facts first (no renames left; within 90 days of its start date) and told in the
 * 操作失败！ dialog without a call; the server checks them again and its refusal is told the
 * same way.
 */
export function useSubjectActions() {
  const [open, setOpen] = useState<Open>({ kind: 'none' });
  const [remove, removing] = useRemoveSubjectMutation();
  const close = () => setOpen({ kind: 'none' });
  const refuse = (message: string) => setOpen({ kind: 'refused', message });

  const onEdit = (subject: Subject) =>
    subject.residualUpdateCount <= 0
      ? refuse(archiveMessages.renameLimit)
      : setOpen({ kind: 'edit', subject });

  const onRemove = (subject: Subject) =>
    today() < subject.removableFrom
      ? refuse(archiveMessages.removeLocked)
      : setOpen({ kind: 'remove', subject });

  const confirmRemove = async (subject: Subject) => {
    const result = await remove(subject.id);
    if (!('error' in result)) {
      toast.success(archiveMessages.removed);
      return close();
    }
    const message = getErrorMessage(result.error, archiveMessages.removeFailed);
    if (message === archiveMessages.removeLocked) return refuse(message);
    close();
    toast.error(message);
  };

  let dialogs = null;
  if (open.kind === 'edit') {
    dialogs = (
      <SubjectFormDialog
        subject={open.subject}
        onClose={close}
        onRenameLimit={() => refuse(archiveMessages.renameLimit)}
      />
    );
  } else if (open.kind === 'refused') {
    dialogs = <RefusalDialog message={open.message} onClose={close} />;
  } else if (open.kind === 'remove') {
    const subject = open.subject;
    dialogs = (
      <Dialog
        open
        onClose={close}
        title={archiveTexts.confirmRemoveTitle}
        footer={
          <>
            <Button onClick={close}>{archiveTexts.cancel}</Button>
            <Button
              variant="danger"
              loading={removing.isLoading}
              onClick={() => confirmRemove(subject)}
            >
              {archiveTexts.remove}
            </Button>
          </>
        }
      >
        <p>{archiveTexts.confirmRemove(subject.monitorValue)}</p>
      </Dialog>
    );
  }
  return { onEdit, onRemove, dialogs };
}
