import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { SUBJECT_TYPE_LABELS, type Subject, type SubjectType } from 'shared-api';
import { Button } from 'shared-ui';
import { archiveTexts } from '../archive-texts';
import { DefaultSwitch } from './DefaultSwitch';

export const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 190px;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.borderLight};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  word-break: break-all;
`;

const Type = styled.span`
  align-self: flex-start;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Fact = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space.sm};
  border-top: 1px solid ${({ theme }) => theme.colors.borderLight};
`;

const Spacer = styled.span`
  flex: 1;
`;

/** One subject (spec 2 §2 screen 5, §3 'Subject'): its facts, the default switch and actions. */
export function SubjectCard({
  subject,
  onEdit,
  onRemove,
}: {
  subject: Subject;
  onEdit: (subject: Subject) => void;
  onRemove: (subject: Subject) => void;
}) {
  return (
    <Card aria-label={subject.monitorValue}>
      <Name>
        <Link to={`/bodyArchives?id=${subject.id}`}>{subject.monitorValue}</Link>
      </Name>
      <Type>{SUBJECT_TYPE_LABELS[subject.monitorType as SubjectType] ?? '—'}</Type>
      <Fact>{archiveTexts.marksUnder(subject.monitorNum)}</Fact>
      <Fact>{archiveTexts.updatedOn(subject.monitorUpdateDate)}</Fact>
      <Fact>{archiveTexts.startedOn(subject.startDate)}</Fact>
      <DefaultSwitch subject={subject} />
      <Actions>
        <Link to={`/bodyArchives?id=${subject.id}`}>{archiveTexts.viewArchive}</Link>
        <Spacer />
        <Button variant="link" onClick={() => onEdit(subject)}>
          {archiveTexts.edit}
        </Button>
        <Button variant="link" onClick={() => onRemove(subject)}>
          {archiveTexts.remove}
        </Button>
      </Actions>
    </Card>
  );
}
