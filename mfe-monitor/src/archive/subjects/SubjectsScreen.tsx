import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { getErrorMessage, SUBJECT_CARD_SIZES, type RemoteAppProps } from 'shared-api';
import { Button, EmptyState, Input, PageHeading, Spinner } from 'shared-ui';
import { useSubjectsQuery } from '../../api/archive-api';
import { ArchiveGate, ArchiveLocked, isNoPermission } from '../ArchiveGate';
import { archiveTexts } from '../archive-texts';
import { Card, SubjectCard } from './SubjectCard';
import { SubjectFormDialog } from './SubjectFormDialog';
import { useSubjectActions } from './SubjectActions';
import { ListPager } from '../../shared/ListPager';

const Search = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
  > input {
    width: 260px;
  }
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const AddTile = styled(Card)`
  align-items: center;
  justify-content: center;
  border-style: dashed;
  box-shadow: none;
  button {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/**
 * /bodyManage (spec 2 §2 screen 5): the account's subjects as cards, 11 a page beside the add
 * tile (17, 35, 80 on choice), each with the default switch, rename, removal and its archive.
 */
export function SubjectsScreen({ title }: RemoteAppProps) {
  return (
    <>
      <PageHeading>{title}</PageHeading>
      <ArchiveGate>
        <Subjects />
      </ArchiveGate>
    </>
  );
}

function Subjects() {
  const [page, setPage] = useState({ pageNum: 1, pageSize: SUBJECT_CARD_SIZES[0] as number });
  const [typed, setTyped] = useState('');
  const [name, setName] = useState('');
  const [adding, setAdding] = useState(false);
  const list = useSubjectsQuery({ ...page, monitorValue: name });
  const { onEdit, onRemove, dialogs } = useSubjectActions();

  if (isNoPermission(list.error)) return <ArchiveLocked />;
  const search = (event: FormEvent) => {
    event.preventDefault();
    setName(typed.trim());
    setPage({ ...page, pageNum: 1 });
  };
  const total = list.data?.total ?? 0;

  let content;
  if (list.isError) content = <EmptyState text={getErrorMessage(list.error)} />;
  else if (!list.data) content = <Spinner size={24} />;
  else
    content = (
      <Grid aria-label={archiveTexts.subjectCards} aria-busy={list.isFetching}>
        <AddTile>
          <Button variant="link" onClick={() => setAdding(true)}>
            ＋ {archiveTexts.addSubject}
          </Button>
        </AddTile>
        {list.data.list.map((subject) => (
          <SubjectCard key={subject.id} subject={subject} onEdit={onEdit} onRemove={onRemove} />
        ))}
      </Grid>
    );

  return (
    <>
      <Search onSubmit={search} aria-label={archiveTexts.searchSubjects}>
        <Input
          aria-label={archiveTexts.searchSubjects}
          placeholder={archiveTexts.searchSubjects}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit" variant="primary">
          {archiveTexts.query}
        </Button>
      </Search>
      {content}
      {list.data && list.data.total === 0 && !name && <EmptyState text={archiveTexts.noSubjects} />}
      {total > 0 && (
        <ListPager total={total} page={page} onChange={setPage} sizes={SUBJECT_CARD_SIZES} />
      )}
      {adding && <SubjectFormDialog subject={null} onClose={() => setAdding(false)} />}
      {dialogs}
    </>
  );
}
