import { archiveMessages } from 'shared-api';
import { Button, Dialog } from 'shared-ui';
import { archiveTexts } from '../archive-texts';

/** Spec 2 §8: a change the rules refuse is told in a dialog titled 操作失败！. */
export function RefusalDialog({ message, onClose }: { message: string; onClose: () => void }) {
  return (
    <Dialog
      open
      onClose={onClose}
      title={archiveMessages.operationFailed}
      footer={
        <Button variant="primary" onClick={onClose}>
          {archiveTexts.iKnow}
        </Button>
      }
    >
      <p>{message}</p>
    </Dialog>
  );
}
