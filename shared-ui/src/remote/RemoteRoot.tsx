import type { ComponentType } from 'react';
import styled from 'styled-components';
import type { RemoteAppProps } from 'shared-api';

const ReleaseTag = styled.p`
  margin: 24px 0 0;
  font-size: 12px;
  color: #9aa5b1;
  text-align: right;
`;

const Heading = styled.h1`
  font-size: 22px;
  margin: 8px 0 16px;
`;

/** A screen the domain work has not built yet: it shows the screen's heading. */
export function ScreenHeading({ title }: RemoteAppProps) {
  return <Heading>{title}</Heading>;
}

interface RemoteRootProps extends RemoteAppProps {
  /** The remote's package name, e.g. 'mfe-news'. */
  app: string;
  /** The build's release label, so operations can see which build a page runs. */
  release: string;
  screens: Record<string, ComponentType<RemoteAppProps>>;
}

/** Picks the screen of the matched route; every remote's exposed App renders through this. */
export function RemoteRoot({ app, release, screens, ...props }: RemoteRootProps) {
  const Screen = screens[props.routePath] ?? ScreenHeading;
  return (
    <div data-remote={app}>
      <Screen {...props} />
      <ReleaseTag data-testid="release-tag">
        {app} · 版本 {release}
      </ReleaseTag>
    </div>
  );
}
