import { describe, expect, it } from 'vitest';
import { ageOn, checkHolderDate } from '../../../src/domain/holderDate.ts';
import { todayInBrazil } from '../../../src/domain/calendarDay.ts';

const today = { year: 2025, month: 6, day: 2 };
const person = (text: string) => checkHolderDate(text, { individual: true, today });
const company = (text: string) => checkHolderDate(text, { individual: false, today });

describe('holder date rules', () => {
  it('needs 8 digits', () => {
    expect(person('')).toBe('empty');
    expect(person('02/06/200')).toBe('incomplete');
    expect(person('0')).toBe('incomplete');
    expect(person('020620001')).toBe('invalid');
    expect(person('02062000')).toBe('ok');
  });

  it('needs a real day, month and year from 1900 to today', () => {
    expect(person('32/01/1990')).toBe('invalid');
    expect(person('00/01/1990')).toBe('invalid');
    expect(person('10/00/1990')).toBe('invalid');
    expect(person('10/13/1990')).toBe('invalid');
    expect(person('29/02/1991')).toBe('invalid');
    expect(person('29/02/1992')).toBe('ok');
    expect(company('31/12/1899')).toBe('invalid');
    expect(company('01/01/1900')).toBe('ok');
    expect(company('02/06/2025')).toBe('ok');
    expect(company('03/06/2025')).toBe('invalid');
  });

  it('refuses individuals under 18 from the day before their 18th birthday', () => {
    expect(person('02/06/2007')).toBe('ok'); // 18 today
    expect(person('03/06/2007')).toBe('underage');
  });

  it('refuses individuals of 90 or more', () => {
    expect(person('03/06/1935')).toBe('ok'); // 89 until tomorrow
    expect(person('02/06/1935')).toBe('tooOld'); // 90 today
  });

  it('has no age rule for companies', () => {
    expect(company('01/01/2025')).toBe('ok');
    expect(company('01/01/1920')).toBe('ok');
  });

  it('counts whole years', () => {
    expect(ageOn({ year: 1990, month: 5, day: 17 }, today)).toBe(35);
    expect(ageOn({ year: 1990, month: 6, day: 3 }, today)).toBe(34);
  });

  it('takes today in Brasília time', () => {
    // 02:00 UTC on 3 June is still 2 June in Brazil (UTC−3).
    expect(todayInBrazil(new Date('2025-06-03T02:00:00Z'))).toEqual({ year: 2025, month: 6, day: 2 });
  });
});
