import { describe, expect, it } from 'vitest';
import { endOfNextWorkingDay, isWorkingDay, nextWorkingDays, yerevanDate, yerevanTime } from '../../api/server/lib/armenian-calendar';

describe('the Armenian working calendar', () => {
  it('counts Monday to Friday without the public holidays as working days', () => {
    expect(isWorkingDay('2026-11-25')).toBe(true); // a Wednesday
    expect(isWorkingDay('2026-11-28')).toBe(false); // Saturday
    expect(isWorkingDay('2026-11-29')).toBe(false); // Sunday
    expect(isWorkingDay('2026-05-28')).toBe(false); // Republic Day, a Thursday
    expect(isWorkingDay('2026-12-31')).toBe(false); // New Year's Eve
    expect(isWorkingDay('2027-01-06')).toBe(false); // Christmas
  });

  it('reads the day in Yerevan (UTC+4), not in UTC', () => {
    expect(yerevanDate(new Date('2026-11-25T20:30:00Z'))).toBe('2026-11-26');
    expect(yerevanTime('2026-11-26', 9).toISOString()).toBe('2026-11-26T05:00:00.000Z');
  });

  it('"within 1 working day" ends at the bank\'s close of the next working day, over weekends and holidays', () => {
    // Wednesday -> Thursday 18:00 Yerevan.
    expect(endOfNextWorkingDay(new Date('2026-11-25T08:00:00Z')).toISOString()).toBe('2026-11-26T14:00:00.000Z');
    // Friday -> Monday.
    expect(endOfNextWorkingDay(new Date('2026-11-27T08:00:00Z')).toISOString()).toBe('2026-11-30T14:00:00.000Z');
    // Wednesday 27 May 2026: the 28th is Republic Day, so Friday the 29th.
    expect(endOfNextWorkingDay(new Date('2026-05-27T08:00:00Z')).toISOString()).toBe('2026-05-29T14:00:00.000Z');
    // 30 December 2026 (Wednesday): the 31st and 1-2 January are holidays, the 2nd and 3rd a weekend: Monday 4 January.
    expect(nextWorkingDays(new Date('2026-12-30T08:00:00Z'), 2)).toEqual(['2027-01-04', '2027-01-05']);
  });
});
