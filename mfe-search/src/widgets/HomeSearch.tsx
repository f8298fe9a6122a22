import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, toast } from 'shared-ui';
import { ImageUploadButton } from '../search/ImageUploadButton';
import { searchUrl } from '../search/search-url';
import { useImageUpload } from '../search/useImageUpload';

const Form = styled.form`
  display: flex;
  max-width: 720px;
  margin: 0 auto;
  button[type='submit'] {
    height: 48px;
    border-radius: 0 4px 4px 0;
    padding: 0 28px;
    font-size: 16px;
  }
`;

const Field = styled.div`
  display: flex;
  flex: 1;
  align-items: center;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-right: none;
  border-radius: 4px 0 0 4px;
  background: ${({ theme }) => theme.colors.surface};
  input {
    flex: 1;
    height: 44px;
    padding: 0 16px;
    font-size: 16px;
    border: none;
    outline: none;
    background: transparent;
  }
`;

/** Empty search text warning of spec 1 §5, word for word. */
export const EMPTY_SEARCH_MESSAGE = '请输入信息再点击查询！！！';

/**
 * The home page's search box: a comprehensive search (mode 0) by name or number, and the
 * image-upload icon that starts an image search (mode 5) with the uploaded picture.
 */
export function HomeSearch() {
  const [keyword, setKeyword] = useState('');
  const navigate = useNavigate();
  const { uploadImage, uploading } = useImageUpload();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const key = keyword.trim();
    if (!key) {
      toast.error(EMPTY_SEARCH_MESSAGE);
      return;
    }
    navigate(`/search/searchinfo?searchtype=0&key=${encodeURIComponent(key)}`);
  };
  const searchByImage = async (file: File) => {
    const image = await uploadImage(file);
    if (!image) return;
    navigate(searchUrl({ mode: 5, keyword: '', imgpath: image.absolutePath, goods: [] }));
  };
  return (
    <Form role="search" onSubmit={submit}>
      <Field>
        <input
          aria-label="商标名称、申请号或注册号"
          placeholder="请输入商标名称、申请号或注册号"
          value={keyword}
          maxLength={50}
          onChange={(event) => setKeyword(event.target.value)}
        />
        <ImageUploadButton onFile={(file) => void searchByImage(file)} uploading={uploading} />
      </Field>
      <Button type="submit" variant="primary">
        综合查询
      </Button>
    </Form>
  );
}
