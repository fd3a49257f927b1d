// The secrets of e-mailed links, hidden when a stored e-mail is shown to someone other than its
// recipient (System Emails). Whoever holds a password link (PASSWORD_LINKS) can choose the account's
// password; an invitation or e-mail confirmation link (IDENTITY_LINKS) acts for its recipient too.
// Every such link is /auth/<page>/<id>?token=<secret>, or /auth/reset-password-confirm/<id>/<secret>.

const HIDDEN = '[hidden]';
const RESET_LINK = /(\/auth\/reset-password-confirm\/)[^\s/?#]+\/[^\s/?#]+/g;
const TOKEN_LINK = /(\/auth\/[\w-]+\/)[^\s/?#]+\?token=[^\s&#]+/g;

/**
 * `text` with the id and secret of every such link replaced by "[hidden]", and whether there was
 * one.
 */
export function hideLinkSecrets(text: string): { text: string; hidden: boolean } {
  const hidden = text.replace(RESET_LINK, `$1${HIDDEN}`).replace(TOKEN_LINK, `$1${HIDDEN}`);
  return { text: hidden, hidden: hidden !== text };
}
