import { useState } from 'react';
import styled from 'styled-components';

const Frame = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 200px;
  height: 200px;
  flex: none;
  border: 1px solid ${({ theme }) => theme.colors.borderLight};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow: hidden;
`;

const Picture = styled.img`
  max-width: 100%;
  max-height: 100%;
  object-fit: contain;
`;

/** The mark's picture; a mark without one, or a picture that fails to load, shows its name. */
export function MarkImage({ src, name }: { src: string | null; name: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src !== null && src !== failedSrc;
  return (
    <Frame>
      {usable ? (
        <Picture src={src} alt={`商标图样：${name}`} onError={() => setFailedSrc(src)} />
      ) : (
        <span aria-label="暂无商标图样">{name}</span>
      )}
    </Frame>
  );
}
