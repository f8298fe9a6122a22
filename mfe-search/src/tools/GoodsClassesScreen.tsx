import { useMemo, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { type Industry, type RemoteAppProps } from 'shared-api';
import { useSearchGoodsQuery } from '../api/classification-api';
import { PageContainer, PageHeading, Section } from 'shared-ui';
import { GoodsSearchTree, GoodsTree } from './GoodsTree';
import { industryFilter } from './industry-filter';
import { IndustryPicker } from './IndustryPicker';
import { NameSearch } from './NameSearch';
import { SearchResults } from './SearchResults';

/**
 * /tool/goodsclass (spec 1 §2 'Classification browsers'): the goods/services tree (class →
 * similar group → item, each level loaded when opened), a name search, and the industry
 * reference that narrows the tree to an industry's classes and marks its groups.
 */
export function GoodsClassesScreen({ title }: RemoteAppProps) {
  const [name, setName] = useState('');
  const [industry, setIndustry] = useState<Industry | null>(null);
  const search = useSearchGoodsQuery(name || skipToken);
  const filter = useMemo(() => (industry ? industryFilter(industry) : null), [industry]);

  return (
    <PageContainer>
      <PageHeading>{title}</PageHeading>
      <Section>
        <NameSearch label="请输入商品/服务名称" onSearch={setName} />
        {name ? (
          <SearchResults
            isFetching={search.isFetching}
            error={search.error}
            results={search.currentData}
            name={name}
          >
            {(results) => <GoodsSearchTree results={results} />}
          </SearchResults>
        ) : (
          <>
            <IndustryPicker chosen={industry} onChoose={setIndustry} />
            <GoodsTree filter={filter} />
          </>
        )}
      </Section>
    </PageContainer>
  );
}
