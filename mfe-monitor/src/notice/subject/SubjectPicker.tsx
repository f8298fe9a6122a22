import styled from 'styled-components';
import { SUBJECT_TYPE_LABELS, type Subject, type SubjectType } from 'shared-api';
import { Select } from 'shared-ui';
import { noticeTexts } from '../shared/texts';

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.lg};
  select {
    width: 360px;
  }
`;

/** The default subject first, then the others as the server listed them. */
export const defaultFirst = (subjects: readonly Subject[]): Subject[] => [
  ...subjects.filter((s) => s.isDefault === 1),
  ...subjects.filter((s) => s.isDefault !== 1),
];

const optionLabel = (s: Subject) =>
  `${s.monitorValue}（${SUBJECT_TYPE_LABELS[s.monitorType as SubjectType] ?? '主体'}）` +
  (s.isDefault === 1 ? noticeTexts.defaultSuffix : '');

/** /announcement's subject selector (spec 2 §2 screen 11). */
export function SubjectPicker({
  subjects,
  value,
  onChange,
}: {
  subjects: readonly Subject[];
  value: number;
  onChange: (id: number) => void;
}) {
  return (
    <Bar>
      <span aria-hidden="true">{noticeTexts.subject}：</span>
      <Select
        aria-label={noticeTexts.subject}
        options={subjects.map((s) => ({ value: s.id, label: optionLabel(s) }))}
        value={value}
        onChange={(id) => onChange(Number(id))}
      />
    </Bar>
  );
}
