// CSV export: RFC 4180 quoting, CRLF records, formula-looking names neutralised, and the punch rows.
import { describe, expect, it } from 'vitest';
import type { ClockIn } from '../../../../contract/attendance';
import { csvField, csvText, toCsv } from './csv';
import { punchesCsv, type CsvHeaders } from './punch-csv';

describe('csv', () => {
  it('quotes only fields that need it and doubles quotes inside', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rhere')).toBe('"cr\rhere"');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(12.5)).toBe('12.5');
    expect(csvField(false)).toBe('false');
  });

  it('ends every record with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['1', 'x,y'],
      ]),
    ).toBe('a,b\r\n1,"x,y"\r\n');
  });

  it('keeps names from being read as formulas', () => {
    expect(csvText('=HYPERLINK("x")')).toBe(`'=HYPERLINK("x")`);
    expect(csvText('+34 600')).toBe(`'+34 600`);
    expect(csvText('Ana')).toBe('Ana');
    expect(toCsv([[csvText('=1+1,2')]])).toBe(`"'=1+1,2"\r\n`);
  });

  it('writes a punch with its tapped time in its own offset, and the kiosk that recorded it', () => {
    const punch: ClockIn = {
      id: 1,
      staff: 7,
      staff_name: 'O"Brien, Pat',
      action: 'out',
      client_time: '2026-03-02T22:30:00.000Z',
      client_utc_offset_minutes: -300,
      timezone: 'America/New_York',
      server_received_at: '2026-03-02T22:30:02.000Z',
      recorded_offline: true,
      flagged: true,
      flags: ['clock_skew', 'location_missing'],
      latitude: 40.7,
      longitude: -74,
      accuracy_m: 12,
      source: 'device',
      kiosk: { id: 3, name: 'Front door' },
    };
    const headers = Object.fromEntries(
      [
        'staff',
        'staffId',
        'action',
        'tapped',
        'offset',
        'timezone',
        'received',
        'recordedOffline',
        'flags',
        'latitude',
        'longitude',
        'accuracy',
        'source',
        'kiosk',
      ].map((k) => [k, k]),
    ) as CsvHeaders;
    const [head, row, phone, end] = punchesCsv([punch, { ...punch, kiosk: null }], headers, {
      yes: 'yes',
      no: 'no',
    }).split('\r\n');
    expect(head).toBe(
      'staff,staffId,action,tapped,offset,timezone,received,recordedOffline,flags,latitude,longitude,accuracy,source,kiosk',
    );
    expect(row).toBe(
      '"O""Brien, Pat",7,out,2026-03-02T17:30:00-05:00,UTC-05:00,America/New_York,2026-03-02T22:30:02.000Z,yes,clock_skew location_missing,40.7,-74,12,device,Front door',
    );
    // A punch tapped on the person's own phone: no kiosk.
    expect(phone!.endsWith(',device,')).toBe(true);
    expect(end).toBe('');
  });
});
