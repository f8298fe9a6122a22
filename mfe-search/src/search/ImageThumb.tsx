import styled from 'styled-components';
import { searchUi } from './messages';
import type { UploadedImage } from './types';

const Thumb = styled.div`
  position: relative;
  display: inline-block;
  img {
    display: block;
    width: 72px;
    height: 72px;
    object-fit: contain;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Remove = styled.button`
  position: absolute;
  top: -8px;
  right: -8px;
  width: 20px;
  height: 20px;
  padding: 0;
  border: none;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.textSecondary};
  color: #fff;
  line-height: 20px;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.danger};
  }
`;

/** The uploaded search picture with a control that removes it (spec 1 §4 'Image state'). */
export function ImageThumb({ image, onRemove }: { image: UploadedImage; onRemove: () => void }) {
  return (
    <Thumb>
      <img src={image.absolutePath} alt={searchUi.uploadedImage} />
      <Remove type="button" aria-label={searchUi.removeImage} onClick={onRemove}>
        ×
      </Remove>
    </Thumb>
  );
}
