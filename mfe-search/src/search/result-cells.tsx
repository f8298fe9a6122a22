import { useState } from 'react';
import styled from 'styled-components';
import type { SearchRow, SimilarityMatch } from 'shared-api';
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
  mark {
    background: none;
    color: ${({ theme }) => theme.colors.price};
  }
`;

export const detailHref = (uid: string) => `/search/tmd?detailId=${encodeURIComponent(uid)}`;

/** The name, with the characters the query matched marked; opens the detail in a new tab. */
export function MarkNameLink({ row }: { row: SearchRow }) {
  const marked = new Set(row.match?.highlight ?? []);
  const chars = Array.from(row.TM_NAME);
  return (
    <NameLink href={detailHref(row.UID)} target="_blank" rel="noopener noreferrer">
      {chars.map((char, i) => (marked.has(i) ? <mark key={i}>{char}</mark> : char))}
    </NameLink>
  );
}

const Reasons = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const Grade = styled.strong`
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

const Tag = styled.span`
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.colors.primarySoft};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  white-space: nowrap;
`;

/** Why a similarity hit matched: its grade and the reasons as small tags. */
export function MatchReasons({ match }: { match: SimilarityMatch | undefined }) {
  if (!match) return null;
  return (
    <Reasons>
      <Grade>{match.grade}</Grade>
      {match.reasons.map((reason) => (
        <Tag key={reason}>{reason}</Tag>
      ))}
    </Reasons>
  );
}
