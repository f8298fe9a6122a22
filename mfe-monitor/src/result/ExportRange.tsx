import { useState } from 'react';
import styled from 'styled-components';
import { getErrorMessage, monitorMessages, saveDownload, type WatchType } from 'shared-api';
import { Button, Select, toast } from 'shared-ui';
import { useExportWatchMatchesMutation } from '../api/monitor-api';
import { monitorTexts } from '../shared/texts';
import { refuseExportRange } from './export-rules';
import type { ResultTarget } from './result-url';

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.lg};
  select {
    width: 120px;
  }
`;

/**
 * Export by issue range (spec 2 §5): two of the latest issues, checked before the call, then
 * the workbook saved under the server's file name. An expired watch cannot export.
 */
export function ExportRange({
  target,
  issues,
  disabled,
}: {
  target: ResultTarget;
  issues: readonly number[];
  disabled: boolean;
}) {
  const [start, setStart] = useState('');
  const [stop, setStop] = useState('');
  const [exportMatches, { isLoading }] = useExportWatchMatchesMutation();
  const options = [...issues]
    .sort((a, b) => a - b)
    .map((issue) => ({ value: issue, label: String(issue) }));

  const run = async () => {
    const from = start ? Number(start) : null;
    const to = stop ? Number(stop) : null;
    const refusal = refuseExportRange(from, to);
    if (refusal || from === null || to === null)
      return toast.error(refusal ?? monitorMessages.issueRequired);
    const result = await exportMatches({
      monitorId: target.id,
      keyword: target.monitorValue,
      monitorType: target.type as WatchType,
      startIssue: from,
      stopIssue: to,
    });
    // A refusal or 6000 has been handled by the base query; only a nameless file is ours.
    if (!result.data) {
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
      <Button variant="primary" loading={isLoading} disabled={disabled} onClick={run}>
        {monitorTexts.export}
      </Button>
    </Bar>
  );
}
