import { useState } from 'react';
import styled from 'styled-components';
import {
  archiveMessages,
  getErrorMessage,
  isEnvelopeError,
  SUBJECT_NAME_MAX_LENGTH,
  SUBJECT_TYPE_LABELS,
  SUBJECT_TYPES,
  type Subject,
  type SubjectType,
} from 'shared-api';
import { Button, Dialog, Input, toast } from 'shared-ui';
import {
  useCreateSubjectMutation,
  useRenameSubjectMutation,
  useSubjectCreateQuoteQuery,
} from '../../api/archive-api';
import { archiveTexts } from '../archive-texts';
import { AgreementField } from './AgreementField';
import { NameSuggestions } from './NameSuggestions';

const Field = styled.div`
  margin-bottom: ${({ theme }) => theme.space.lg};
  > label,
  > span {
    display: block;
    margin-bottom: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

const Types = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.lg};
`;

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const Problem = styled.p`
  min-height: 20px;
  margin: ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.colors.danger};
`;

const TYPES = [SUBJECT_TYPES.holder, SUBJECT_TYPES.agency] as const;

/** What was typed, checked in the spec's order (spec 2 §5): name, type, agreement. */
function refusal(name: string, type: SubjectType | null, ticked: boolean): string | null {
  if (!name) return archiveMessages.nameRequired;
  if (type === null) return archiveMessages.typeRequired;
  if (!ticked) return archiveMessages.agreementRequired;
  return null;
}

/**
 * Adding a subject, or renaming one (`subject` given; its type stays). Spec 2 §4–§5: the type
 * (商标申请人/代理机构), the name with register suggestions, the usage agreement opened then
 * ticked; the free counts from createQuery (adding) or the renames left (renaming).
 * 添加成功！/修改成功！; otherwise the server's message, else 添加失败！/修改失败！. A rename
 * the server refuses at the limit comes back to the caller as the 操作失败！ dialog.
 */
export function SubjectFormDialog({
  subject,
  onClose,
  onRenameLimit,
}: {
  /** null: adding */
  subject: Subject | null;
  onClose: () => void;
  onRenameLimit?: () => void;
}) {
  const editing = subject !== null;
  const [type, setType] = useState<SubjectType | null>(
    editing ? (subject.monitorType as SubjectType) : null,
  );
  const [name, setName] = useState(subject?.monitorValue ?? '');
  const [picked, setPicked] = useState(editing);
  const [read, setRead] = useState(false);
  const [ticked, setTicked] = useState(false);
  const [problem, setProblem] = useState('');
  const quote = useSubjectCreateQuoteQuery(undefined, {
    skip: editing,
    refetchOnMountOrArgChange: true,
  });
  const [create, creating] = useCreateSubjectMutation();
  const [rename, renaming] = useRenameSubjectMutation();

  const save = async () => {
    const value = name.trim();
    const refused = refusal(value, type, ticked);
    if (refused || type === null) return setProblem(refused ?? archiveMessages.typeRequired);
    setProblem('');
    const body = { monitorType: type, monitorValue: value };
    const result = editing ? await rename({ id: subject.id, ...body }) : await create(body);
    if (!('error' in result)) {
      toast.success(editing ? archiveMessages.updated : archiveMessages.added);
      return onClose();
    }
    const message = getErrorMessage(
      result.error,
      editing ? archiveMessages.updateFailed : archiveMessages.addFailed,
    );
    if (
      editing &&
      isEnvelopeError(result.error) &&
      message === archiveMessages.renameLimit &&
      onRenameLimit
    ) {
      onClose();
      return onRenameLimit();
    }
    toast.error(message);
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={editing ? archiveTexts.editSubject : archiveTexts.addSubject}
      footer={
        <>
          <Button onClick={onClose}>{archiveTexts.cancel}</Button>
          <Button
            variant="primary"
            loading={creating.isLoading || renaming.isLoading}
            onClick={save}
          >
            {archiveTexts.save}
          </Button>
        </>
      }
    >
      {editing ? (
        <Note data-testid="renames-left">
          {archiveTexts.renamesLeft(subject.residualUpdateCount)}
        </Note>
      ) : (
        quote.data && (
          <Note data-testid="subject-quote">
            {archiveTexts.freeLeft(
              quote.data.residualFreeCreateNum_applicant,
              quote.data.residualFreeCreateNum_proxy,
            )}
          </Note>
        )
      )}
      <Field>
        <span>{archiveTexts.subjectType}</span>
        <Types role="radiogroup" aria-label={archiveTexts.subjectType}>
          {TYPES.map((choice) => (
            <label key={choice}>
              <input
                type="radio"
                name="subject-type"
                checked={type === choice}
                disabled={editing}
                onChange={() => setType(choice)}
              />{' '}
              {SUBJECT_TYPE_LABELS[choice]}
            </label>
          ))}
        </Types>
      </Field>
      <Field>
        <label htmlFor="subject-name">{archiveTexts.subjectName}</label>
        <Input
          id="subject-name"
          value={name}
          maxLength={SUBJECT_NAME_MAX_LENGTH}
          placeholder={archiveTexts.subjectNamePlaceholder}
          autoComplete="off"
          onChange={(event) => {
            setName(event.target.value);
            setPicked(false);
          }}
        />
        {!picked && (
          <NameSuggestions
            keyword={name}
            type={type}
            onPick={(chosen) => {
              setName(chosen);
              setPicked(true);
            }}
          />
        )}
      </Field>
      <AgreementField read={read} ticked={ticked} onRead={() => setRead(true)} onTick={setTicked} />
      <Problem aria-live="polite">{problem}</Problem>
    </Dialog>
  );
}
