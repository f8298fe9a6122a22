import type { ComponentType } from 'react';
import { PageContainer, PageHeading } from 'shared-ui';
import { LoginPage } from '../auth/LoginPage';
import { RegisterPage } from '../auth/RegisterPage';
import { HomePage } from '../home/HomePage';
import { ErrorPage } from './ErrorPage';
import { SitemapPage } from './SitemapPage';
import { StaticPage } from './StaticPage';

type ShellPage = ComponentType<{ title: string }>;

/** A screen whose content comes with later work: it shows its heading. */
function HeadingOnly({ title }: { title: string }) {
  return (
    <PageContainer>
      <PageHeading>{title}</PageHeading>
    </PageContainer>
  );
}

/** The screens the shell owns (ARCHITECTURE.md, route ownership), by route path. */
export const SHELL_PAGES: Record<string, ShellPage> = {
  '/': HomePage,
  '/login': LoginPage,
  '/regindex': RegisterPage,
  '/losepassword': HeadingOnly,
  '/500': () => <ErrorPage status={500} />,
  '/jieshao': StaticPage,
  '/contact': StaticPage,
  '/jiaru': StaticPage,
  '/zhifufangshi': StaticPage,
  '/sitemap': SitemapPage,
};
