import styled from 'styled-components';
import { searchUi } from './messages';

const Panel = styled.figure`
  position: sticky;
  top: ${({ theme }) => theme.space.lg};
  flex: none;
  width: 168px;
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.popup};
  img {
    display: block;
    width: 150px;
    height: 150px;
    object-fit: contain;
  }
  figcaption {
    margin-top: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    text-align: center;
  }
`;

/** Image mode: the searched picture stays in view beside the results (spec 1 §2). */
export function ImagePreview({ src }: { src: string }) {
  return (
    <Panel aria-label={searchUi.previewTitle}>
      <img src={src} alt={searchUi.previewTitle} />
      <figcaption>{searchUi.previewTitle}</figcaption>
    </Panel>
  );
}
