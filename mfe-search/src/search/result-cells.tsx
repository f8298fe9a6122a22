import { useState } from 'react';
import styled from 'styled-components';
import type { SearchRow, SimilarityMatch } from 'shared-api';
import { HighlightedText, MatchReasons as SharedMatchReasons } from 'shared-ui';
import { searchUi } from './messages';

const Picture = styled.img`
  display: block;
  width: 64px;
  height: 64px;
  object-fit: contain;
  border: 1px solid ${({ theme }) => theme.colors.borderLight};
  background: ${({ theme }) => theme.colors.surface};
`;

const NoPicture = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 64px;
  height: 64px;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

/** The mark's picture, or a placeholder when it has none or it fails to load. */
export function MarkImage({ src, name }: { src: string | null; name: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) return <NoPicture>{searchUi.noImage}</NoPicture>;
  return <Picture src={src} alt={name} loading="lazy" onError={() => setFailedSrc(src)} />;
}

const NameLink = styled.a`
  color: ${({ theme }) => theme.colors.text};
  font-weight: 500;
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
`;

export const detailHref = (uid: string) => `/search/tmd?detailId=${encodeURIComponent(uid)}`;

/** The name, with the characters the query matched marked; opens the detail in a new tab. */
export function MarkNameLink({ row }: { row: SearchRow }) {
  return (
    <NameLink href={detailHref(row.UID)} target="_blank" rel="noopener noreferrer">
      <HighlightedText text={row.TM_NAME} highlight={row.match?.highlight ?? []} />
    </NameLink>
  );
}

/** Why a similarity hit matched: its grade and the reasons (shared with monitoring). */
export function MatchReasons({ match }: { match: SimilarityMatch | undefined }) {
  if (!match) return null;
  return <SharedMatchReasons grade={match.grade} reasons={match.reasons} />;
}
