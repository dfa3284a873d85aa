// What checkout says about a slot's places and about a slot that filled up before the order was
// placed; times in the store's time zone.
import { storeDay } from '@canopy/contracts';
import { slotDayLabel } from '../../lib/slot-times';

/** Places left as the picker says them. */
export function placesLabel(available: number): string {
  if (available <= 0) return 'Full';
  return available === 1 ? '1 place left' : `${String(available)} places left`;
}

/** What checkout says when the chosen slot filled up before the order was placed. */
export function slotFullMessage(nextAvailable: string | null, timeZone: string): string {
  if (!nextAvailable)
    return 'That time has just filled up, and no other time is free in the coming days.';
  const day = storeDay(new Date(nextAvailable), timeZone);
  const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone })
    .format(new Date(nextAvailable))
    .replace(/\u202f/g, ' ');
  return `That time has just filled up. We chose the next free time for you: ${slotDayLabel(day, timeZone)}, ${time}. Place the order again to book it.`;
}
