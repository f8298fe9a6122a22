import { useRef } from 'react';
import styled from 'styled-components';
import { monitorMessages, WATCH_TYPES, type WatchType } from 'shared-api';
import { Button, FormItem, Input } from 'shared-ui';
import { MarkPicture } from '../shared/MarkPicture';
import { monitorTexts } from '../shared/texts';
import { useWatchPicture } from './useWatchPicture';

/** What the add and edit dialogs ask for. */
export interface WatchFormValues {
  monitorValue: string;
  remarkApplicant: string;
  remarkKeyword: string;
  classes: string;
}

const PictureRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

/** The name or the picture, the two remarks and (when adding) the classes. */
export function WatchFields({
  type,
  values,
  onChange,
  withClasses,
}: {
  type: WatchType;
  values: WatchFormValues;
  onChange: (values: WatchFormValues) => void;
  withClasses: boolean;
}) {
  const set = (field: keyof WatchFormValues) => (value: string) =>
    onChange({ ...values, [field]: value });
  const input = useRef<HTMLInputElement>(null);
  const { choose, uploading } = useWatchPicture();

  return (
    <>
      {type === WATCH_TYPES.text ? (
        <FormItem label="商标名称" htmlFor="watch-name" required>
          <Input
            id="watch-name"
            value={values.monitorValue}
            onChange={(event) => set('monitorValue')(event.target.value)}
          />
        </FormItem>
      ) : (
        <FormItem
          label="商标图形"
          htmlFor="watch-picture"
          required
          help={monitorMessages.pictureHint}
        >
          <PictureRow>
            <MarkPicture src={values.monitorValue || null} alt="监测图形" size={72} />
            <input
              id="watch-picture"
              ref={input}
              type="file"
              accept="image/jpeg,image/png"
              hidden
              onChange={async (event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                const stored = file ? await choose(file) : null;
                if (stored) set('monitorValue')(stored);
              }}
            />
            <Button loading={uploading} onClick={() => input.current?.click()}>
              {values.monitorValue ? monitorTexts.changePicture : monitorTexts.uploadPicture}
            </Button>
          </PictureRow>
        </FormItem>
      )}
      <FormItem label={monitorTexts.filterApplicant} htmlFor="watch-applicant">
        <Input
          id="watch-applicant"
          value={values.remarkApplicant}
          onChange={(event) => set('remarkApplicant')(event.target.value)}
        />
      </FormItem>
      <FormItem label={monitorTexts.filterKeyword} htmlFor="watch-keyword">
        <Input
          id="watch-keyword"
          value={values.remarkKeyword}
          onChange={(event) => set('remarkKeyword')(event.target.value)}
        />
      </FormItem>
      {withClasses && (
        <FormItem
          label={monitorTexts.classes}
          htmlFor="watch-classes"
          help={monitorTexts.classesHint}
        >
          <Input
            id="watch-classes"
            value={values.classes}
            onChange={(event) => set('classes')(event.target.value)}
          />
        </FormItem>
      )}
    </>
  );
}
