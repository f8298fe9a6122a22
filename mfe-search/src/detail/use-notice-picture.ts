import { useState } from 'react';
import {
  isEnvelopeError,
  noticeLabel,
  PICTURE_DIALOG_FROM_ISSUE,
  type DetailRow,
} from 'shared-api';
import { useNoticePictureMutation } from '../api/detail-api';
import { toast } from 'shared-ui';

export type MarkNotice = DetailRow['TMNOTICELS_CN'][number];

export interface OpenPicture {
  address: string;
  title: string;
}

export const PICTURE_FAILED_MESSAGE = '公告图片加载失败，请稍后重试';

export const noticeTitle = (notice: MarkNotice) =>
  `第${notice.issue}期 ${noticeLabel(notice.code, notice.name)} 第${notice.page}页`;

/**
 * Opens a notice's gazette page (spec 1 §2, §9): the picture's address comes from the server;
 * issues below 1410 open it in a new tab, later ones in the page's dialog (`picture`).
 */
export function useNoticePicture() {
  const [fetchPicture, { isLoading, originalArgs }] = useNoticePictureMutation();
  const [picture, setPicture] = useState<OpenPicture | null>(null);

  const open = async (notice: MarkNotice) => {
    let address: string;
    try {
      address = await fetchPicture({
        firstNo: notice.issue,
        page: notice.page,
        type: notice.code,
      }).unwrap();
    } catch (error) {
      // 4002 / 'Access Denied' and toast codes are shown by the base query
      if (!isEnvelopeError(error)) toast.error(PICTURE_FAILED_MESSAGE);
      return;
    }
    if (notice.issue < PICTURE_DIALOG_FROM_ISSUE) {
      window.open(address, '_blank', 'noopener');
    } else {
      setPicture({ address, title: noticeTitle(notice) });
    }
  };

  return {
    open,
    /** The notice whose picture is being fetched, to show its button busy. */
    loadingIssue: isLoading ? originalArgs : undefined,
    picture,
    close: () => setPicture(null),
  };
}
