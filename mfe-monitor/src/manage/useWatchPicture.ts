import { getErrorMessage, isEnvelopeError, monitorMessages } from 'shared-api';
import { toast } from 'shared-ui';
import { useUploadWatchPictureMutation } from '../api/monitor-api';
import { refusePicture } from './watch-picture';

/**
 * The picture of an image watch: checked in the browser, then uploaded with type 1. Resolves
 * with the stored address, or null after telling the member why not (spec 2 §5: the server's
 * code 500 has its own words).
 */
export function useWatchPicture() {
  const [upload, { isLoading }] = useUploadWatchPictureMutation();
  const choose = async (file: File): Promise<string | null> => {
    const refusal = refusePicture(file);
    if (refusal) {
      toast.error(refusal);
      return null;
    }
    const result = await upload(file);
    if (result.data) return result.data.absolutePath;
    const error = result.error;
    // Envelope code 500 (not HTTP 500, which the base query sends to /500) is the refusal.
    const refused = isEnvelopeError(error) && error.code === 500;
    toast.error(refused ? monitorMessages.pictureRefused : getErrorMessage(error));
    return null;
  };
  return { choose, uploading: isLoading };
}
