import { useState, type FormEvent } from 'react';
import { Button, type FormApi } from 'shared-ui';
import { FormActions, FormMessage } from './styles';
import { memberTexts } from './texts';

/** Where a failure of the whole form goes (under the fields). */
export type ShowFailure = (message: string) => void;

/**
 * The submit of a member dialog's form: clears the last failure, checks the fields, then runs
 * `send` with the checked values. `send` tells its own outcome: it closes the dialog or shows
 * why not, at a field or through `showFailure`.
 */
export function useDialogSubmit<V>(
  form: FormApi<V>,
  send: (values: V, showFailure: ShowFailure) => Promise<void>,
) {
  const [failure, setFailure] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure('');
    if (await form.validate()) await send(form.values, setFailure);
  };

  return { failure, setFailure, submit };
}

interface DialogFooterProps {
  /** The failure of the whole form to show ('' while there is none). */
  failure: string;
  onCancel: () => void;
  /** While the form's request runs 确定 shows a spinner and takes no second click. */
  submitting: boolean;
}

/** The end of every member dialog's form: the failure line, then 取消 and 确定 (submit). */
export function DialogFooter({ failure, onCancel, submitting }: DialogFooterProps) {
  return (
    <>
      <FormMessage role={failure ? 'alert' : undefined}>{failure}</FormMessage>
      <FormActions>
        <Button onClick={onCancel}>{memberTexts.cancel}</Button>
        <Button type="submit" variant="primary" loading={submitting}>
          {memberTexts.confirm}
        </Button>
      </FormActions>
    </>
  );
}
