import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { monitorMessages, WATCH_TYPES, type RemoteAppProps } from 'shared-api';
import { Button, Input, PageHeading, Tabs, toast } from 'shared-ui';
import { monitorTexts } from '../shared/texts';
import { VisitorToLogin } from '../shared/VisitorToLogin';
import { JiancePictureField } from './JiancePictureField';
import { jianceListUrl } from './jiance-url';
import { usePictureChoice } from './usePictureChoice';

const Form = styled.form`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg} 0;
  > input {
    flex: 1;
    max-width: 480px;
  }
`;

const Tiles = styled.nav`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin-top: ${({ theme }) => theme.space.xl};
  a {
    display: block;
    padding: ${({ theme }) => theme.space.lg};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  strong {
    display: block;
    margin-bottom: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

type Tab = 'text' | 'image';

/** /jiance (spec 1 §2 'Monitoring entry'): a name or a picture against the latest issues. */
export function JianceScreen({ title }: RemoteAppProps) {
  return (
    <VisitorToLogin>
      <JianceEntry title={title} />
    </VisitorToLogin>
  );
}

function JianceEntry({ title }: { title: string }) {
  const navigate = useNavigate();
  const [tab, setTab] = useState<Tab>('text');
  const [name, setName] = useState('');
  const [picture, setPicture] = useState<string | null>(null);
  const { choose, uploading } = usePictureChoice();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (tab === 'text') {
      const value = name.trim();
      if (!value) return toast.error(monitorMessages.jianceNameRequired);
      navigate(jianceListUrl({ type: WATCH_TYPES.text, value }));
    } else {
      if (!picture) return toast.error(monitorMessages.jiancePictureRequired);
      navigate(jianceListUrl({ type: WATCH_TYPES.image, value: picture }));
    }
  };

  const field =
    tab === 'text' ? (
      <Input
        aria-label="监测的商标名"
        placeholder={monitorTexts.namePlaceholder}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
    ) : (
      <JiancePictureField
        picture={picture}
        uploading={uploading}
        onFile={async (file) => {
          const stored = await choose(file);
          if (stored) setPicture(stored);
        }}
      />
    );

  return (
    <>
      <PageHeading>{title}</PageHeading>
      <Tabs<Tab>
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'text', label: monitorTexts.textTab },
          { key: 'image', label: monitorTexts.imageTab },
        ]}
      />
      <Form onSubmit={submit} aria-label="监测查询">
        {field}
        <Button type="submit" variant="primary">
          {monitorTexts.search}
        </Button>
      </Form>
      <Tiles aria-label="监测服务">
        <Link to="/announcement">
          <strong>{monitorTexts.toAnnouncement}</strong>
          {monitorTexts.toAnnouncementHint}
        </Link>
        <Link to="/monitorManage">
          <strong>{monitorTexts.toMonitorManage}</strong>
          {monitorTexts.toMonitorManageHint}
        </Link>
      </Tiles>
    </>
  );
}
