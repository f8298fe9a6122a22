import { useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { type RemoteAppProps } from 'shared-api';
import { useSearchGraphicQuery } from '../api/classification-api';
import { PageContainer, PageHeading, Section } from 'shared-ui';
import { GraphicSearchTree, GraphicTree } from './GraphicTree';
import { NameSearch } from './NameSearch';
import { SearchResults } from './SearchResults';

/**
 * /tool/index (spec 1 §2 'Classification browsers'): the Vienna figurative elements,
 * category → division → section, each level loaded when opened, with a name search.
 */
export function GraphicElementsScreen({ title }: RemoteAppProps) {
  const [name, setName] = useState('');
  const search = useSearchGraphicQuery(name || skipToken);

  return (
    <PageContainer>
      <PageHeading>{title}</PageHeading>
      <Section>
        <NameSearch label="请输入图形要素名称" onSearch={setName} />
        {name ? (
          <SearchResults
            isFetching={search.isFetching}
            error={search.error}
            results={search.currentData}
            name={name}
          >
            {(results) => <GraphicSearchTree results={results} />}
          </SearchResults>
        ) : (
          <GraphicTree />
        )}
      </Section>
    </PageContainer>
  );
}
