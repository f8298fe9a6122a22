import { MAX_UPLOAD_IMAGE_BYTES, searchMessages } from 'shared-api';
import { toast } from 'shared-ui';
import { useUploadJiancePictureMutation } from '../api/jiance-api';

/**
 * The image tab's picture: checked as a search picture (an image of at most
 * MAX_UPLOAD_IMAGE_BYTES, spec 1 §5), then uploaded with type 2 like the search screens'.
 * Resolves with the stored address, or null after the user has been told why not.
 */
export function usePictureChoice() {
  const [upload, { isLoading }] = useUploadJiancePictureMutation();
  const choose = async (file: File): Promise<string | null> => {
    if (file.size > MAX_UPLOAD_IMAGE_BYTES) {
      toast.error(searchMessages.imageTooLarge);
      return null;
    }
    if (!file.type.startsWith('image/')) {
      toast.error(searchMessages.imageNotImage);
      return null;
    }
    const result = await upload(file);
    // A refused upload has been reported by the base query.
    return result.data?.absolutePath ?? null;
  };
  return { choose, uploading: isLoading };
}
