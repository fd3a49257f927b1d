// The division form's geofence fields: all three or none, each range named as the server names it,
// and a body that carries the geofence only when it changed.
import { describe, expect, it } from 'vitest';
import type { Division } from '../../../../contract/people';
import { geofenceBody, geofenceErrors, geofenceValues } from './geofence-values';

const division: Division = {
  id: 4,
  division_name: 'Depot',
  division_color: '#0cb2fc',
  division_order: 1,
  division_description: '',
  company: 1,
  employee_count: 3,
  geofence_latitude: 40.416775,
  geofence_longitude: -3.70379,
  geofence_radius_m: 150,
};
const none = { geofence_latitude: '', geofence_longitude: '', geofence_radius_m: '' };

describe('geofenceErrors', () => {
  it('accepts none, or three numbers in range (a decimal comma too)', () => {
    expect(geofenceErrors(none)).toEqual({});
    expect(
      geofenceErrors({ geofence_latitude: '-33,87', geofence_longitude: '151.2', geofence_radius_m: '80' }),
    ).toEqual({});
  });

  it('names each field out of range, and the missing ones', () => {
    expect(geofenceErrors({ geofence_latitude: '95', geofence_longitude: '-181', geofence_radius_m: '2.5' })).toEqual({
      geofence_latitude: 'Enter a latitude between -90 and 90.',
      geofence_longitude: 'Enter a longitude between -180 and 180.',
      geofence_radius_m: 'Enter a radius of 1 to 100000 metres.',
    });
    expect(geofenceErrors({ ...none, geofence_latitude: '40.4' })).toEqual({
      geofence_longitude: 'Give the latitude, longitude and radius together, or none of them.',
      geofence_radius_m: 'Give the latitude, longitude and radius together, or none of them.',
    });
    expect(geofenceErrors({ geofence_latitude: 'north', geofence_longitude: '2', geofence_radius_m: '0' })).toEqual({
      geofence_latitude: 'Enter a latitude between -90 and 90.',
      geofence_radius_m: 'Enter a radius of 1 to 100000 metres.',
    });
  });
});

describe('geofenceBody', () => {
  it('leaves the geofence out when unchanged, or still none on a new division', () => {
    expect(geofenceBody(geofenceValues(division), division)).toEqual({});
    expect(geofenceBody(none, null)).toEqual({});
  });

  it('sends three numbers when set or changed, and three nulls when emptied', () => {
    expect(geofenceBody({ ...geofenceValues(division), geofence_radius_m: '300' }, division)).toEqual({
      geofence_latitude: 40.416775,
      geofence_longitude: -3.70379,
      geofence_radius_m: 300,
    });
    expect(geofenceBody(none, division)).toEqual({
      geofence_latitude: null,
      geofence_longitude: null,
      geofence_radius_m: null,
    });
  });
});
