// The integration screens, each against the server's own configuration: /connect/slack
// (slack-page.tsx) and /humesign/ (esign-page.tsx). Unconfigured, each tells an admin which server
// settings to fill in and anyone else to ask an admin; nothing fails either way.
export { SlackPage as ConnectSlackPage } from './slack-page';
export { ESignPage } from './esign-page';
