/** Saves a JSON payload as a file (staff-side.md §7: JSON file downloads). */
export function downloadJson(fileName: string, payload: unknown) {
  const blob = new Blob([JSON.stringify(payload, null, 2)], { type: "application/json" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by now; the URL is not needed any more.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
