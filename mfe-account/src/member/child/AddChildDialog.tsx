import { accountMessages } from 'shared-api';
import { useAddChildMutation } from '../../api/children-api';
import { Dialog, FormItem, Input, NewPasswordFields, useForm, type FormRules } from 'shared-ui';
import { DialogFooter } from '../dialog-form';
import { memberTexts } from '../texts';
import { childConfirmRules, childNameRules, childPasswordRules } from './child-rules';
import { useChildChange } from './submit-change';

interface AddValues {
  name: string;
  password: string;
  validationPassword: string;
}

const INITIAL: AddValues = { name: '', password: '', validationPassword: '' };

/**
 * In the add dialog every fault reads 用户名/密码格式不正确 (spec 3 §5), as the server's add
 * call answers it.
 */
const RULES: FormRules<AddValues> = {
  name: childNameRules(accountMessages.childAddInvalid),
  password: childPasswordRules(accountMessages.childAddInvalid),
  validationPassword: childConfirmRules(accountMessages.childAddInvalid),
};

interface AddChildDialogProps {
  open: boolean;
  onClose: () => void;
}

export function AddChildDialog({ open, onClose }: AddChildDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={memberTexts.addChild} width={440}>
      <AddChildForm onDone={onClose} />
    </Dialog>
  );
}

function AddChildForm({ onDone }: { onDone: () => void }) {
  const form = useForm({ initialValues: INITIAL, rules: RULES });
  const [addChild, { isLoading }] = useAddChildMutation();
  const { failure, submit } = useChildChange(form, {
    send: (values) => addChild({ ...values, name: values.name.trim() }).unwrap(),
    words: { success: accountMessages.childAdded, failure: accountMessages.childAddFailed },
    onDone,
  });

  return (
    <form onSubmit={submit} noValidate>
      <FormItem
        label="用户名"
        htmlFor="child-add-name"
        required
        error={form.errors.name}
        help={memberTexts.childNameHelp}
      >
        <Input id="child-add-name" maxLength={14} autoComplete="off" {...form.inputProps('name')} />
      </FormItem>
      <NewPasswordFields
        form={form}
        fields={['password', 'validationPassword']}
        idPrefix="child-add"
        labels={['密码', '确认密码']}
        help={memberTexts.childPasswordHelp}
      />
      <DialogFooter failure={failure} onCancel={onDone} submitting={isLoading} />
    </form>
  );
}
