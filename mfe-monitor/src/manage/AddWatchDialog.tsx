import { useState } from 'react';
import styled from 'styled-components';
import { monitorMessages, WATCH_TYPES, WATCH_TYPE_LABELS, type WatchType } from 'shared-api';
import { Button, Dialog } from 'shared-ui';
import { useCreateQuoteQuery, type WatchBody } from '../api/monitor-api';
import { monitorTexts } from '../shared/texts';
import { yuan } from '../shared/today';
import { parseClasses } from './watch-picture';
import { WatchFields, type WatchFormValues } from './WatchFields';

const TypeChoice = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.lg};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Quote = styled.p<{ $paid: boolean }>`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme, $paid }) => ($paid ? theme.colors.price : theme.colors.textSecondary)};
`;

const Problem = styled.p`
  min-height: 20px;
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

const EMPTY: WatchFormValues = {
  monitorValue: '',
  remarkApplicant: '',
  remarkKeyword: '',
  classes: '',
};

/**
 * The add dialog (spec 2 §2, §4): text or image, remarks and optional classes. It first asks
 * createQueryText/createQueryImg and shows the free slots left, or the yearly price when none
 * are. A paid watch closes the dialog before the create, because the shell's payment dialog
 * takes over (spec 2 §4 'Payment inside dialogs').
 */
export function AddWatchDialog({
  open,
  onClose,
  onSubmit,
  submitting,
}: {
  open: boolean;
  onClose: () => void;
  onSubmit: (body: WatchBody) => Promise<boolean>;
  submitting: boolean;
}) {
  const [type, setType] = useState<WatchType>(WATCH_TYPES.text);
  const [values, setValues] = useState<WatchFormValues>(EMPTY);
  const [problem, setProblem] = useState('');
  const quote = useCreateQuoteQuery(type, { skip: !open, refetchOnMountOrArgChange: true });
  const price = quote.data?.needPrice ?? 0;

  const close = () => {
    setValues(EMPTY);
    setProblem('');
    onClose();
  };

  const save = async () => {
    const value = values.monitorValue.trim();
    if (!value) {
      return setProblem(
        type === WATCH_TYPES.text ? monitorMessages.nameRequired : monitorMessages.pictureRequired,
      );
    }
    const classes = parseClasses(values.classes);
    if (classes === null) return setProblem(monitorMessages.badClasses);
    const body: WatchBody = {
      monitorType: type,
      monitorValue: value,
      remarkApplicant: values.remarkApplicant.trim(),
      remarkKeyword: values.remarkKeyword.trim(),
      ...(classes ? { classes } : {}),
    };
    if (price > 0) {
      close();
      await onSubmit(body);
      return;
    }
    if (await onSubmit(body)) close();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title={monitorTexts.addWatch}
      footer={
        <>
          <Button onClick={close}>{monitorTexts.cancel}</Button>
          <Button variant="primary" loading={submitting} disabled={!quote.data} onClick={save}>
            {monitorTexts.save}
          </Button>
        </>
      }
    >
      <TypeChoice role="radiogroup" aria-label="监测类型">
        {([WATCH_TYPES.text, WATCH_TYPES.image] as const).map((choice) => (
          <label key={choice}>
            <input
              type="radio"
              name="watch-type"
              checked={type === choice}
              onChange={() => {
                setType(choice);
                setValues({ ...values, monitorValue: '' });
                setProblem('');
              }}
            />{' '}
            {WATCH_TYPE_LABELS[choice]}
          </label>
        ))}
      </TypeChoice>
      {quote.data && (
        <Quote $paid={price > 0} data-testid="watch-quote">
          {price > 0
            ? monitorTexts.pricePerYear(yuan(price))
            : monitorTexts.freeLeft(quote.data.residualFreeCreateNum)}
        </Quote>
      )}
      <WatchFields type={type} values={values} onChange={setValues} withClasses />
      <Problem aria-live="polite">{problem}</Problem>
    </Dialog>
  );
}
