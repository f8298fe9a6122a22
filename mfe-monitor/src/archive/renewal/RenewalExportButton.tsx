import { getErrorMessage, NO_FILE_MESSAGE, saveDownload } from 'shared-api';
import { Button, toast } from 'shared-ui';
import { type RenewalExportArgs, useExportRenewalsMutation } from '../../api/archive-api';
import { archiveTexts } from '../archive-texts';

/**
 * The renewal list as filtered, as a workbook saved under the server's file name (spec 2 §7
 * excelCustomDataXZByCodeCategary). An answer naming no file says 暂时无法下载 (spec 2 §5);
 * other refusals (4002, 6000) were handled by the base query.
 */
export function RenewalExportButton({
  args,
  disabled,
}: {
  args: RenewalExportArgs;
  disabled: boolean;
}) {
  const [exportRenewals, { isLoading }] = useExportRenewalsMutation();
  const run = async () => {
    const result = await exportRenewals(args);
    if (!result.data) {
      if (getErrorMessage(result.error) === NO_FILE_MESSAGE) toast.error(NO_FILE_MESSAGE);
      return;
    }
    if (!saveDownload(result.data)) toast.error(NO_FILE_MESSAGE);
  };
  return (
    <Button loading={isLoading} disabled={disabled} onClick={run}>
      {archiveTexts.export}
    </Button>
  );
}
