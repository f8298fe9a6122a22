import { useState } from 'react';
import styled from 'styled-components';
import { Button, Dialog } from 'shared-ui';
import { noticeTexts } from './texts';

export interface GazettePage {
  address: string;
  title: string;
}

const Tools = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Frame = styled.div`
  max-height: 70vh;
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.colors.borderLight};
  background: ${({ theme }) => theme.colors.surface};
`;

const Page = styled.img<{ $scale: number }>`
  display: block;
  width: ${({ $scale }) => $scale * 100}%;
  max-width: none;
`;

const STEP = 0.25;
const MIN_SCALE = 0.5;
const MAX_SCALE = 3;

/**
 * The gazette page a notice is printed on (spec 2 §2 'gazette image viewer'): fitted to the
 * dialog first, then zoomed in steps (the page is small print), or opened full size in a tab.
 */
export function GazettePageViewer({
  page,
  onClose,
}: {
  page: GazettePage | null;
  onClose: () => void;
}) {
  const [scale, setScale] = useState(1);
  const close = () => {
    setScale(1);
    onClose();
  };
  const zoom = (by: number) =>
    setScale((now) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, now + by)));
  return (
    <Dialog open={page !== null} onClose={close} title={page?.title} width={900}>
      {page && (
        <>
          <Tools role="toolbar" aria-label="公告原文缩放">
            <Button size="small" disabled={scale <= MIN_SCALE} onClick={() => zoom(-STEP)}>
              {noticeTexts.zoomOut}
            </Button>
            <span aria-live="polite">{Math.round(scale * 100)}%</span>
            <Button size="small" disabled={scale >= MAX_SCALE} onClick={() => zoom(STEP)}>
              {noticeTexts.zoomIn}
            </Button>
            <Button size="small" onClick={() => setScale(1)}>
              {noticeTexts.resetZoom}
            </Button>
            <a href={page.address} target="_blank" rel="noopener noreferrer">
              {noticeTexts.openInTab}
            </a>
          </Tools>
          <Frame>
            <Page $scale={scale} src={page.address} alt={page.title} />
          </Frame>
        </>
      )}
    </Dialog>
  );
}
