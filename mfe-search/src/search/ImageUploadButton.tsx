import { useRef, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { searchUi } from './messages';

const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 100%;
  min-height: 36px;
  padding: 0;
  border: none;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.colors.primaryHover};
  }
  &:disabled {
    color: ${({ theme }) => theme.colors.disabledText};
    cursor: wait;
  }
`;

function CameraIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M4 7h3l1.6-2.2A1.5 1.5 0 0 1 9.8 4h4.4a1.5 1.5 0 0 1 1.2.8L17 7h3a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <circle cx="12" cy="13" r="3.6" fill="none" stroke="currentColor" strokeWidth="1.8" />
    </svg>
  );
}

export interface ImageUploadButtonProps {
  onFile: (file: File) => void;
  uploading?: boolean;
}

/** The camera icon that picks a picture file; the file input itself stays hidden. */
export function ImageUploadButton({ onFile, uploading = false }: ImageUploadButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that picking the same file again is a change too.
    event.target.value = '';
    if (file) onFile(file);
  };
  return (
    <>
      <IconButton
        type="button"
        aria-label={uploading ? searchUi.uploading : searchUi.uploadImage}
        title={searchUi.uploadImage}
        disabled={uploading}
        onClick={() => input.current?.click()}
      >
        <CameraIcon />
      </IconButton>
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        data-testid="image-file"
        onChange={picked}
      />
    </>
  );
}
