// The e-signature integration (spec shell §2.2 /humesign/) behind a small interface (Slack, at
// /connect/slack, is connected through the server: slack-page.tsx). A provider is configured at build time by the address that starts its flow
// (the team-chat app's install link, the e-signature service's page); the built-in default is
// "not configured", and the screens then tell an admin what to set. Nothing here calls a provider
// on its own, so an unconfigured one can never fail.

export type IntegrationId = 'esign';

export interface IntegrationProvider {
  id: IntegrationId;
  /** Where the provider's own flow starts; null when not configured. */
  startUrl: string | null;
  /** The build setting an admin fills in to configure it. */
  setting: string;
}

function configured(value: unknown): string | null {
  return typeof value === 'string' && /^https:\/\//.test(value.trim()) ? value.trim() : null;
}

export const INTEGRATIONS: Record<IntegrationId, IntegrationProvider> = {
  esign: {
    id: 'esign',
    startUrl: configured(import.meta.env.VITE_ESIGN_URL),
    setting: 'VITE_ESIGN_URL',
  },
};
