// The division form's geofence (issue 24): the centre taken from this device's location (radius 100
// m unless typed), typed numbers checked under their field with Save disabled, and a refused
// location said so instead of failing silently.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Division } from '../../../../contract/people';
import { renderWithProviders } from '../../../test/render';
import { DivisionForm } from './division-form';

const division: Division = {
  id: 4,
  division_name: 'Depot',
  division_color: '#0cb2fc',
  division_order: 1,
  division_description: '',
  company: 1,
  employee_count: 3,
  geofence_latitude: null,
  geofence_longitude: null,
  geofence_radius_m: null,
};

/** navigator.geolocation answering one reading, or refusing (code 1). */
function geolocation(answer: { latitude: number; longitude: number; accuracy: number } | 'denied') {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      watchPosition: (ok: PositionCallback, fail: PositionErrorCallback) => {
        queueMicrotask(() =>
          answer === 'denied'
            ? fail({ code: 1, message: 'denied' } as GeolocationPositionError)
            : ok({ coords: answer } as GeolocationPosition),
        );
        return 1;
      },
      clearWatch: vi.fn(),
      getCurrentPosition: vi.fn(),
    },
  });
}

const renderForm = () => {
  const onSubmit = vi.fn();
  const rendered = renderWithProviders(
    <DivisionForm division={division} saving={false} onSubmit={onSubmit} onCancel={() => {}} />,
  );
  return { ...rendered, onSubmit };
};

describe('DivisionForm geofence', () => {
  afterEach(() => Reflect.deleteProperty(navigator, 'geolocation'));

  it("takes the centre from this device's location and saves it with a 100 m radius", async () => {
    geolocation({ latitude: 40.41677512, longitude: -3.70379049, accuracy: 8 });
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Use my current location' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Latitude' })).toHaveValue('40.416775'));
    expect(screen.getByRole('textbox', { name: 'Longitude' })).toHaveValue('-3.70379');
    expect(screen.getByRole('textbox', { name: 'Radius (metres)' })).toHaveValue('100');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ geofence_latitude: 40.416775, geofence_longitude: -3.70379, geofence_radius_m: 100 }),
    );
  });

  it('names a typed value out of range and the missing ones, with Save disabled', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Latitude' }), '91');
    expect(screen.getByText('Enter a latitude between -90 and 90.')).toBeInTheDocument();
    expect(screen.getAllByText('Give the latitude, longitude and radius together, or none of them.')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.clear(screen.getByRole('textbox', { name: 'Latitude' }));
    await user.type(screen.getByRole('textbox', { name: 'Latitude' }), '40.4');
    await user.type(screen.getByRole('textbox', { name: 'Longitude' }), '-3.7');
    await user.type(screen.getByRole('textbox', { name: 'Radius (metres)' }), '250');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ geofence_latitude: 40.4, geofence_longitude: -3.7, geofence_radius_m: 250 }),
    );
  });

  it('says so when the location cannot be read', async () => {
    geolocation('denied');
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Use my current location' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("This device's location could not be read.");
    expect(screen.getByRole('textbox', { name: 'Latitude' })).toHaveValue('');
  });
});
