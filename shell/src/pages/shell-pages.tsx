import type { ComponentType } from 'react';
import { ForgotPasswordPage } from '../auth/ForgotPasswordPage';
import { LoginPage } from '../auth/LoginPage';
import { RegisterPage } from '../auth/RegisterPage';
import { HomePage } from '../home/HomePage';
import { AboutPage } from './company/AboutPage';
import { ContactPage } from './company/ContactPage';
import { JoinUsPage } from './company/JoinUsPage';
import { PaymentMethodsPage } from './company/PaymentMethodsPage';
import { ErrorPage } from './ErrorPage';
import { SitemapPage } from './SitemapPage';

type ShellPage = ComponentType<{ title: string }>;

/** The screens the shell owns (ARCHITECTURE.md, route ownership), by route path. */
export const SHELL_PAGES: Record<string, ShellPage> = {
  '/': HomePage,
  '/login': LoginPage,
  '/regindex': RegisterPage,
  '/losepassword': ForgotPasswordPage,
  '/500': () => <ErrorPage status={500} />,
  '/jieshao': AboutPage,
  '/contact': ContactPage,
  '/jiaru': JoinUsPage,
  '/zhifufangshi': PaymentMethodsPage,
  '/sitemap': SitemapPage,
};
