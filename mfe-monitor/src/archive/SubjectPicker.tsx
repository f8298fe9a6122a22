import styled from 'styled-components';
import { SUBJECT_TYPE_LABELS, type Subject, type SubjectType } from 'shared-api';
import { Select } from 'shared-ui';
import { archiveTexts } from './archive-texts';

const Label = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  select {
    min-width: 280px;
  }
`;

/** How a subject is named in a selector: its name and its type. */
export const subjectLabel = (subject: Subject) =>
  `${subject.monitorValue}（${SUBJECT_TYPE_LABELS[subject.monitorType as SubjectType] ?? '—'}）`;

/** The subject selector of the archive and renewal screens (spec 2 §2 screens 4 and 6). */
export function SubjectPicker({
  subjects,
  value,
  onChange,
}: {
  subjects: readonly Subject[];
  value: number | undefined;
  onChange: (id: number) => void;
}) {
  return (
    <Label>
      {archiveTexts.chooseSubject}
      <Select
        aria-label={archiveTexts.chooseSubject}
        options={subjects.map((s) => ({ value: s.id, label: subjectLabel(s) }))}
        value={value ?? ''}
        onChange={(id) => onChange(Number(id))}
      />
    </Label>
  );
}
