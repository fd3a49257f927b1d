// Where "Get Help" and "Feedback/Roadmap" lead (spec shell §2.3: external links whose addresses the
// spec does not give). A deployment sets its own through VITE_HELP_URL and VITE_FEEDBACK_URL.
function configured(value: unknown, fallback: string): string {
  return typeof value === 'string' && /^https?:\/\//.test(value) ? value : fallback;
}

export const GET_HELP_URL = configured(import.meta.env.VITE_HELP_URL, 'https://help.groundwork.app/');
export const FEEDBACK_URL = configured(import.meta.env.VITE_FEEDBACK_URL, 'https://feedback.groundwork.app/');
