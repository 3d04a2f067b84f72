/** Number formats of the pictures, written out rather than from Intl so they never depend on the host's locale. */

export { roman } from '../../engine/roman.js';

/** `125000` → `125,000`. */
export function grouped(n: number): string {
  const sign = n < 0 ? '−' : '';
  const [int, frac] = Math.abs(n).toString().split('.');
  const withCommas = int!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${withCommas}${frac ? `.${frac}` : ''}`;
}

/** `3` → `+3`, `-2` → `−2`, `0` → `0`. */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0';
}

/** `plains` → `Plains`. */
export function capitalised(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
