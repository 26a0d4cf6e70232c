/** How long the signed link in an invoice's or estimate's mail opens it (decision 0144). */
export const DOCUMENT_LINK_DAYS = 30;
