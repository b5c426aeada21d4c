/** Text made safe inside HTML text and double-quoted attribute values (e-mail bodies built by hand). */
export const escapeHtml = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
