const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A moment as the cashier and member-centre screens show it, in the device's time zone and the same in every
 * language: "2026/05/01 14:30" (the spec's YYYY/MM/DD of lists), or "2026/05/01 14:30:05" with
 * `seconds` (the transaction record, where two rows may share a minute). Text that is not a
 * moment is shown as it came.
 */
export function formatDateTime(iso: string, { seconds = false }: { seconds?: boolean } = {}) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const day = `${date.getFullYear()}/${pad(date.getMonth() + 1)}/${pad(date.getDate())}`;
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}`;
  return `${day} ${time}${seconds ? `:${pad(date.getSeconds())}` : ''}`;
}
