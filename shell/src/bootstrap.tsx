import { createRoot } from 'react-dom/client';
import { App } from './App';
import { loadRemoteList } from './federation/remote-list';
import { installFederationLogging } from './federation/logging-plugin';

// Remotes are found at run time; a missing or broken list still renders the shell.
installFederationLogging();
void loadRemoteList().then(() => {
  createRoot(document.getElementById('root')!).render(<App />);
});
