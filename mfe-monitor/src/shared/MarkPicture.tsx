import { useState } from 'react';
import styled from 'styled-components';

const Picture = styled.img<{ $size: number }>`
  display: block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  object-fit: contain;
  border: 1px solid ${({ theme }) => theme.colors.borderLight};
  background: ${({ theme }) => theme.colors.surface};
`;

const NoPicture = styled.span<{ $size: number }>`
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

/** A mark's or a watch's picture, or a placeholder when it has none or it fails to load. */
export function MarkPicture({
  src,
  alt,
  size = 56,
}: {
  src: string | null;
  alt: string;
  size?: number;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) return <NoPicture $size={size}>暂无图片</NoPicture>;
  return (
    <Picture $size={size} src={src} alt={alt} loading="lazy" onError={() => setFailedSrc(src)} />
  );
}
