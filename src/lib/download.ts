/**
 * Saves `content` as a file named `name` through the browser's download; nothing leaves the
 * device. The link is attached while clicked (Firefox ignores detached ones) and the object URL
 * revoked after the click has been handled.
 */
export function downloadFile(name: string, content: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
