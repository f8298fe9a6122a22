import { accountMessages, type Child } from 'shared-api';
import { useRemoveChildMutation } from '../../api/children-api';
import { Button, Dialog } from 'shared-ui';
import { FormActions } from '../styles';
import { memberTexts } from '../texts';
import { submitChange } from './submit-change';

interface RemoveChildDialogProps {
  /** The sub-account to delete; the dialog is closed while there is none. */
  child: Child | null;
  onClose: () => void;
  /** After the server deleted it (the screen may step back a page). */
  onRemoved: () => void;
}

/** Deleting asks first: a deleted sub-account can no longer log in. */
export function RemoveChildDialog({ child, onClose, onRemoved }: RemoveChildDialogProps) {
  const [removeChild, { isLoading }] = useRemoveChildMutation();

  const remove = async () => {
    if (!child) return;
    const reason = await submitChange(() => removeChild(child.id).unwrap(), {
      success: accountMessages.childRemoved,
      failure: accountMessages.childRemoveFailed,
    });
    if (!reason) onRemoved();
    onClose();
  };

  return (
    <Dialog
      open={child !== null}
      onClose={onClose}
      title="删除子账户"
      width={400}
      footer={
        <FormActions>
          <Button onClick={onClose}>{memberTexts.cancel}</Button>
          <Button variant="danger" loading={isLoading} onClick={remove}>
            {memberTexts.confirm}
          </Button>
        </FormActions>
      }
    >
      {child && <p>{memberTexts.removeChildConfirm(child.name)}</p>}
    </Dialog>
  );
}
