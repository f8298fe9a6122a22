import { useState } from 'react';
import styled from 'styled-components';
import { getErrorMessage, monitorMessages, saveDownload, type FileDownload } from 'shared-api';
import { Button, Select, toast } from 'shared-ui';
import { refuseExportRange } from './export-rules';
import { monitorTexts } from './texts';

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.lg};
  select {
    width: 120px;
  }
`;

export interface IssueRange {
  startIssue: number;
  stopIssue: number;
}

/** What an export mutation answers (RTK Query's result of a FileDownload mutation). */
export type ExportResult = { data: FileDownload } | { error: unknown };

/**
 * Export by issue range (spec 2 §5), for watch and notice results: two of the latest issues,
 * checked before the call, then the workbook saved under the server's file name. `onExport`
 * runs the screen's own export call; an expired mark passes `disabled`.
 */
export function ExportRange({
  issues,
  disabled,
  onExport,
}: {
  issues: readonly number[];
  disabled: boolean;
  onExport: (range: IssueRange) => Promise<ExportResult>;
}) {
  const [start, setStart] = useState('');
  const [stop, setStop] = useState('');
  const [busy, setBusy] = useState(false);
  const options = [...issues]
    .sort((a, b) => a - b)
    .map((issue) => ({ value: issue, label: String(issue) }));

  const run = async () => {
    const from = start ? Number(start) : null;
    const to = stop ? Number(stop) : null;
    const refusal = refuseExportRange(from, to);
    if (refusal || from === null || to === null)
      return toast.error(refusal ?? monitorMessages.issueRequired);
    setBusy(true);
    let result: ExportResult;
    try {
      result = await onExport({ startIssue: from, stopIssue: to });
    } finally {
      setBusy(false);
    }
    // A refusal or 6000 has been handled by the base query; only a nameless file is ours.
    if ('error' in result) {
      if (getErrorMessage(result.error) === monitorMessages.noDownload) {
        toast.error(monitorMessages.noDownload);
      }
      return;
    }
    if (!saveDownload(result.data)) toast.error(monitorMessages.noDownload);
  };

  return (
    <Bar role="group" aria-label="按期导出">
      <Select
        aria-label={monitorTexts.exportFrom}
        options={options}
        placeholder="请选择"
        value={start}
        disabled={disabled}
        onChange={setStart}
      />
      至
      <Select
        aria-label={monitorTexts.exportTo}
        options={options}
        placeholder="请选择"
        value={stop}
        disabled={disabled}
        onChange={setStop}
      />
      <Button variant="primary" loading={busy} disabled={disabled} onClick={run}>
        {monitorTexts.export}
      </Button>
    </Bar>
  );
}
