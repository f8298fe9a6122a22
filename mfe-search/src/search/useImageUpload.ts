import { MAX_UPLOAD_IMAGE_BYTES, searchMessages, useSession } from 'shared-api';
import { useUploadSearchImageMutation } from '../api/search-api';
import { toast } from 'shared-ui';
import { imageToJpeg, jpegName } from './image-to-jpeg';
import { canImageSearch } from './search-rules';
import type { UploadedImage } from './types';

/**
 * The search-picture upload of spec 1 §5, shared by the search screen and the home widget:
 * member level, size and type are checked first, then the picture is redrawn as JPEG and sent
 * with type 2. Resolves with the stored picture, or null after telling the user why not.
 */
export function useImageUpload() {
  const session = useSession();
  const [upload, { isLoading }] = useUploadSearchImageMutation();

  const uploadImage = async (file: File): Promise<UploadedImage | null> => {
    if (!canImageSearch(session)) {
      toast.error(searchMessages.upgradeVip);
      return null;
    }
    if (file.size > MAX_UPLOAD_IMAGE_BYTES) {
      toast.error(searchMessages.imageTooLarge);
      return null;
    }
    if (!file.type.startsWith('image/')) {
      toast.error(searchMessages.imageNotImage);
      return null;
    }
    let image: Blob;
    try {
      image = await imageToJpeg(file);
    } catch {
      toast.error(searchMessages.imageNotImage);
      return null;
    }
    const result = await upload({ image, fileName: jpegName(file.name) });
    // A refused upload has been reported by the base query.
    if (!result.data) return null;
    toast.success(searchMessages.imageUploaded);
    return result.data;
  };

  return { uploadImage, uploading: isLoading };
}
