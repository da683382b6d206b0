/** Text made safe to put in HTML (the server's own small pages). */
export const escapeHtml = (text: string | number) =>
  String(text).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  )
