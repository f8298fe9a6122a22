import type { FormEvent } from 'react';
import type { GazetteIssue, NoticeTypeCount } from 'shared-api';
import { Button, Input, Select } from 'shared-ui';
import styled from 'styled-components';
import type { GazetteAction, GazetteTexts } from './gazette-state';

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => `${theme.space.md} ${theme.space.xl}`};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Field = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textSecondary};
  white-space: nowrap;

  > select,
  > input {
    flex: 1;
    min-width: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;

const TEXT_FIELDS: { field: keyof GazetteTexts; label: string; placeholder: string }[] = [
  { field: 'mark', label: '商标名称', placeholder: '请输入商标名称' },
  { field: 'code', label: '申请号', placeholder: '请输入申请号' },
  { field: 'accn', label: '申请人', placeholder: '请输入申请人' },
];

export interface GazetteFiltersProps {
  issues: GazetteIssue[];
  issue: number;
  types: NoticeTypeCount[];
  typeId: number | undefined;
  draft: GazetteTexts;
  dispatch: (action: GazetteAction) => void;
}

/** Issue and type apply when chosen; the texts apply on 查询; 重置 is the first load again. */
export function GazetteFilters({
  issues,
  issue,
  types,
  typeId,
  draft,
  dispatch,
}: GazetteFiltersProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch({ type: 'search' });
  };

  return (
    <Form role="search" aria-label="公告查询" onSubmit={submit}>
      <Field>
        期号
        <Select
          value={issue}
          options={issues.map((i) => ({ value: i.issue, label: `第${i.issue}期（${i.date}）` }))}
          onChange={(value) => dispatch({ type: 'issue', issue: Number(value) })}
        />
      </Field>
      <Field>
        公告类型
        <Select
          value={typeId ?? ''}
          disabled={types.length === 0}
          options={types.map((t) => ({ value: t.id, label: `${t.name}（${t.count}）` }))}
          onChange={(value) => dispatch({ type: 'noticeType', typeId: Number(value) })}
        />
      </Field>
      {TEXT_FIELDS.map(({ field, label, placeholder }) => (
        <Field key={field}>
          {label}
          <Input
            value={draft[field]}
            placeholder={placeholder}
            onChange={(event) => dispatch({ type: 'draft', field, value: event.target.value })}
          />
        </Field>
      ))}
      <Actions>
        <Button type="submit" variant="primary">
          查询
        </Button>
        <Button onClick={() => dispatch({ type: 'reset' })}>重置</Button>
      </Actions>
    </Form>
  );
}
