import { useState, type FormEvent } from 'react';
import { CLASSIFICATION_SEARCH_MAX_LENGTH, classificationMessages } from 'shared-api';
import { Button, Input } from 'shared-ui';
import styled from 'styled-components';

const Form = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  margin-bottom: ${({ theme }) => theme.space.lg};

  > input {
    max-width: 320px;
  }
`;

const Error = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`;

export interface NameSearchProps {
  /** Accessible name and placeholder of the box. */
  label: string;
  /** The text searched for, or '' to go back to the whole tree. */
  onSearch: (name: string) => void;
}

/** The name search of a classification browser; an empty text is refused here already. */
export function NameSearch({ label, onSearch }: NameSearchProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = text.trim();
    if (!name) {
      setError(classificationMessages.nameRequired);
      return;
    }
    setError('');
    onSearch(name);
  };

  const clear = () => {
    setText('');
    setError('');
    onSearch('');
  };

  return (
    <Form role="search" aria-label={label} onSubmit={submit}>
      <Input
        aria-label={label}
        placeholder={label}
        value={text}
        maxLength={CLASSIFICATION_SEARCH_MAX_LENGTH}
        invalid={Boolean(error)}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" variant="primary">
        查询
      </Button>
      <Button onClick={clear}>清除</Button>
      {error && <Error role="alert">{error}</Error>}
    </Form>
  );
}
