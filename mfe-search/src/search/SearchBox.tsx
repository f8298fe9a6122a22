import { useState, type FormEvent } from 'react';
import {
  SEARCH_MODE_LABELS,
  SEARCH_MODES,
  searchMessages,
  useSession,
  type SearchModeValue,
} from 'shared-api';
import { Button, Tabs, toast } from 'shared-ui';
import { ApplicantSuggestions } from './ApplicantSuggestions';
import { GoodsPicker } from './GoodsPicker';
import { ImageThumb } from './ImageThumb';
import { ImageUploadButton } from './ImageUploadButton';
import { searchUi } from './messages';
import { Extras, Field, Hint, Panel, Row } from './search-box-styles';
import { isKeywordTooLong, searchProblem, showsLengthHint } from './search-rules';
import { emptyForm, type SearchForm } from './types';
import { useImageUpload } from './useImageUpload';

const TABS = SEARCH_MODES.map((mode) => ({ key: String(mode), label: SEARCH_MODE_LABELS[mode] }));

export interface SearchBoxProps {
  /** What the box starts with; give the box a new key to start again. */
  initial: SearchForm;
  onSearch: (form: SearchForm) => void;
}

/** The search box of /search: the seven mode tabs, the input and each mode's extras. */
export function SearchBox({ initial, onSearch }: SearchBoxProps) {
  const [form, setForm] = useState(initial);
  const session = useSession();
  const { uploadImage, uploading } = useImageUpload();
  const { mode } = form;
  const update = (change: Partial<SearchForm>) =>
    setForm((previous) => ({ ...previous, ...change }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = searchProblem(form, session);
    if (problem) toast.error(problem);
    else onSearch(form);
  };
  const pickFile = async (file: File) => {
    const image = await uploadImage(file);
    if (image) update({ image });
  };

  return (
    <Panel>
      {/* Spec 1 §4: another tab starts from an empty input, no image and no classes. */}
      <Tabs
        items={TABS}
        activeKey={String(mode)}
        onChange={(key) => setForm(emptyForm(Number(key) as SearchModeValue))}
      />
      <Row role="search" onSubmit={submit}>
        <Field>
          <input
            aria-label={searchUi.keywordLabel}
            placeholder={searchUi.placeholders[mode]}
            value={mode === 5 ? (form.image?.name ?? '') : form.keyword}
            readOnly={mode === 5}
            maxLength={100}
            autoComplete="off"
            onChange={(event) => update({ keyword: event.target.value })}
          />
          {mode === 5 && (
            <ImageUploadButton onFile={(file) => void pickFile(file)} uploading={uploading} />
          )}
          {mode === 3 && (
            <ApplicantSuggestions
              keyword={form.keyword}
              onPick={(name) => update({ keyword: name })}
            />
          )}
        </Field>
        <Button type="submit" variant="primary">
          {searchUi.searchButton}
        </Button>
      </Row>
      <Extras>
        {showsLengthHint(mode) && isKeywordTooLong(form.keyword) && (
          <Hint role="note">{searchMessages.keywordTooLong}</Hint>
        )}
        {mode === 5 && form.image && (
          <div>
            <ImageThumb image={form.image} onRemove={() => update({ image: null })} />
          </div>
        )}
        {mode === 6 && <GoodsPicker groups={form.goods} onChange={(goods) => update({ goods })} />}
      </Extras>
    </Panel>
  );
}
