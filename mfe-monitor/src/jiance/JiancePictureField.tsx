import { useRef } from 'react';
import styled from 'styled-components';
import { Button } from 'shared-ui';
import { MarkPicture } from '../shared/MarkPicture';
import { monitorTexts } from '../shared/texts';

const Field = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

/** The picture to watch for: a preview and a button opening the file chooser. */
export function JiancePictureField({
  picture,
  uploading,
  onFile,
}: {
  picture: string | null;
  uploading: boolean;
  onFile: (file: File) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <Field>
      <MarkPicture src={picture} alt="监测图形" size={80} />
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        aria-label="选择监测图形"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <Button loading={uploading} onClick={() => input.current?.click()}>
        {picture ? monitorTexts.changePicture : monitorTexts.uploadPicture}
      </Button>
    </Field>
  );
}
