import styled from 'styled-components';

const Marked = styled.mark`
  background: none;
  color: ${({ theme }) => theme.colors.price};
`;

export interface HighlightedTextProps {
  text: string;
  /** indexes of the characters (code points, not UTF-16 units) to mark */
  highlight: readonly number[];
}

/**
 * A mark name with the characters the query matched in a `<mark>`. Indexes count characters
 * as the similarity engine does, so a character outside the BMP counts once.
 */
export function HighlightedText({ text, highlight }: HighlightedTextProps) {
  const marked = new Set(highlight);
  return (
    <>
      {Array.from(text).map((char, i) => (marked.has(i) ? <Marked key={i}>{char}</Marked> : char))}
    </>
  );
}
