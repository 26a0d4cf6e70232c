import { AppError } from "../../errors.ts";
import { resumeTokens } from "../emergency/resume-token.ts";
import { DOCUMENT_LINK_DAYS } from "../../../shared/rules/document-link.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

export type TDocumentKind = "invoice" | "estimate";

// What a refused link is told: the same for an edited, foreign or wrong-kind token, so nothing
// about any document leaks; an expired one is told so, and how to get a fresh link.
export const LINK_NOT_VALID = "This link is not valid. Open the whole link from your e-mail, or ask us to send it again.";
export const LINK_EXPIRED = `This link has expired: links in our e-mails work for ${DOCUMENT_LINK_DAYS} days. Sign in with the e-mail address it was sent to and find it in your account, or ask us to send it again.`;

/**
 * Decision 0144: the signed, expiring link a mailed invoice or estimate carries, which opens
 * that one document without an account. The token is the resume tokens' HMAC (decision 0012)
 * with its own purpose per kind and an end; it rides in the URL's fragment, which browsers never
 * send, and reaches the API in a header, so no server or proxy logs it.
 */
export function documentLinks(deps: { secret: string; link: (path: string) => string; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  const tokens = { invoice: resumeTokens(deps.secret, "invoice-link"), estimate: resumeTokens(deps.secret, "estimate-link") };

  return {
    /** The mail's link to this document, good for DOCUMENT_LINK_DAYS from now. */
    url(kind: TDocumentKind, id: string): string {
      const token = tokens[kind].issueExpiring(id, new Date(now().getTime() + DOCUMENT_LINK_DAYS * DAY_MS));
      return deps.link(`/documents/${kind}#token=${token}`);
    },

    /** The document a token opens and the link's end; 404 for any token not signed for this kind, 410 once it has ended. */
    open(kind: TDocumentKind, token: string): { id: string; expiresAt: Date } {
      const opened = tokens[kind].verifyExpiring(token, now());
      if (!opened) throw new AppError("NOT_FOUND", LINK_NOT_VALID);
      if (opened.expired) throw new AppError("GONE", LINK_EXPIRED);
      return { id: opened.id, expiresAt: opened.expiresAt };
    },
  };
}

export type TDocumentLinks = ReturnType<typeof documentLinks>;
