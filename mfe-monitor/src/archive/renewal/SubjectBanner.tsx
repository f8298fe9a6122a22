import styled from 'styled-components';
import { SUBJECT_TYPE_LABELS, type Subject, type SubjectType } from 'shared-api';
import { Button } from 'shared-ui';
import { archiveTexts } from '../archive-texts';
import { SubjectPicker } from '../SubjectPicker';

const Banner = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  margin-bottom: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primarySoft};
`;

const Current = styled.div`
  flex: 1;
  min-width: 240px;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

/**
 * The renewal screen's subject banner (spec 2 §2 screen 6): the subject shown, a selector for
 * the others and the add-subject button.
 */
export function SubjectBanner({
  subject,
  subjects,
  onChoose,
  onAdd,
}: {
  subject: Subject | undefined;
  subjects: readonly Subject[];
  onChoose: (id: number) => void;
  onAdd: () => void;
}) {
  return (
    <Banner aria-label={archiveTexts.currentSubject}>
      <Current>
        <h2>{subject?.monitorValue ?? archiveTexts.noSubjects}</h2>
        {subject && (
          <p>
            {SUBJECT_TYPE_LABELS[subject.monitorType as SubjectType] ?? '—'} ·{' '}
            {archiveTexts.marksUnder(subject.monitorNum)}
          </p>
        )}
      </Current>
      {subjects.length > 1 && (
        <SubjectPicker subjects={subjects} value={subject?.id} onChange={onChoose} />
      )}
      <Button variant="primary" onClick={onAdd}>
        {archiveTexts.addSubject}
      </Button>
    </Banner>
  );
}
