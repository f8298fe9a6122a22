import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  accountLimits,
  accountMessages,
  ApiCode,
  getErrorMessage,
  isEnvelopeError,
  type Child,
  type RemoteAppProps,
} from 'shared-api';
import { useChildListQuery } from '../../api/children-api';
import { Button, EmptyState, LockedSample, PageHeading, Pagination, Spinner } from 'shared-ui';
import styled from 'styled-components';
import { memberTexts } from '../texts';
import { AddChildDialog } from './AddChildDialog';
import { ChildCard, type ChildAction } from './ChildCard';
import { ChildPasswordDialog } from './ChildPasswordDialog';
import { RemoveChildDialog } from './RemoveChildDialog';
import { RenameChildDialog } from './RenameChildDialog';

const Toolbar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space.lg};
`;

const PAGE_SIZES: number[] = [...accountLimits.subAccountPageSizes];
const CAP = accountLimits.maxSubAccounts;

type OpenDialog = { kind: 'add' } | { kind: ChildAction; child: Child } | null;

/** /child (spec 3 §2.7): the sub-account cards n/30 with add, rename, password, switch, delete. */
export function ChildScreen({ title }: RemoteAppProps) {
  const [page, setPage] = useState({ pageNum: 1, pageSize: PAGE_SIZES[0] ?? 8 });
  const list = useChildListQuery(page);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);
  const childOf = (kind: ChildAction) =>
    dialog && dialog.kind === kind && 'child' in dialog ? dialog.child : null;

  const total = list.data?.total ?? 0;
  // Spec 3 §6: code 4002 disables the feature and shows the greyed sample instead, with the
  // server's reason: a level without the right (upgrading helps) or a sub-account (it cannot).
  const refusal = isEnvelopeError(list.error) ? list.error : undefined;
  const locked = refusal?.code === ApiCode.noPermission;
  const canUpgrade = refusal?.message !== accountMessages.subAccountCannotManage;
  const rows = list.data?.list ?? [];

  // The last card of a page is gone: show the page before it rather than an empty one.
  const afterRemove = () => {
    if (rows.length === 1 && page.pageNum > 1) setPage({ ...page, pageNum: page.pageNum - 1 });
  };

  let content;
  if (locked) {
    content = (
      <LockedSample
        rows={2}
        columns={4}
        message={refusal?.message || undefined}
        upgrade={canUpgrade && <Link to="/vip">{memberTexts.upgradeNow}</Link>}
      />
    );
  } else if (list.isError) {
    content = <EmptyState text={getErrorMessage(list.error)} />;
  } else if (!list.data) {
    content = <Spinner size={24} />;
  } else if (rows.length === 0) {
    content = <EmptyState text={memberTexts.noChildren} />;
  } else {
    content = (
      <Grid aria-label="子账户列表">
        {rows.map((child) => (
          <ChildCard key={child.id} child={child} onAction={(kind) => setDialog({ kind, child })} />
        ))}
      </Grid>
    );
  }

  return (
    <>
      <PageHeading>{title}</PageHeading>
      <Toolbar>
        <span>
          子账户数量：<strong aria-label="子账户数量">{memberTexts.childCount(total, CAP)}</strong>
        </span>
        <Button
          variant="primary"
          disabled={!list.data || list.isError || total >= CAP}
          onClick={() => setDialog({ kind: 'add' })}
        >
          {memberTexts.addChild}
        </Button>
      </Toolbar>
      {content}
      {!locked && total > 0 && (
        <Footer>
          <Pagination
            total={total}
            page={page.pageNum}
            pageSize={page.pageSize}
            pageSizeOptions={PAGE_SIZES}
            onChange={(pageNum, pageSize) => setPage({ pageNum, pageSize })}
          />
        </Footer>
      )}
      <AddChildDialog open={dialog?.kind === 'add'} onClose={close} />
      <RenameChildDialog child={childOf('rename')} onClose={close} />
      <ChildPasswordDialog child={childOf('password')} onClose={close} />
      <RemoveChildDialog child={childOf('remove')} onClose={close} onRemoved={afterRemove} />
    </>
  );
}
