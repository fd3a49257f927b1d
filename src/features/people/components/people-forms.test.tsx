// The people forms' rules: the division form's required fields ("This field is required", submit
// disabled) and defaults #0cb2fc and 1; the phone typed into its mask; saving one's own changed
// language reloads the page, someone else's does not.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setupApiServer } from '../../../test/render';
import { DivisionForm } from './division-form';
import { PersonalInfoForm, emptyPersonalInfo } from './personal-info-form';
import { PrivateInfoSection } from './private-info-section';

const server = setupApiServer();

describe('DivisionForm', () => {
  it('starts at #0cb2fc and order 1, and requires a name before saving', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(
      <DivisionForm division={null} saving={false} onSubmit={onSubmit} onCancel={() => {}} />,
    );
    expect(screen.getByRole('textbox', { name: /Colour/ })).toHaveValue('#0cb2fc');
    expect(screen.getByRole('spinbutton', { name: /Order/ })).toHaveValue(1);
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Field');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({
      division_name: 'Field',
      division_color: '#0cb2fc',
      division_order: 1,
      division_description: '',
    });
  });
});

describe('PersonalInfoForm', () => {
  it('masks the phone and requires the first name', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(
      <PersonalInfoForm
        initial={emptyPersonalInfo}
        withEmail={false}
        saving={false}
        submitLabel="Save"
        onSubmit={onSubmit}
      />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '5551234567');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('(555) 123-4567');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('PrivateInfoSection', () => {
  const answer = () =>
    server.use(
      http.put('*/account/api/staffs/:id/private_info_update/', ({ params }) =>
        HttpResponse.json({ id: Number(params.id), staff_info: { language_code: 'es', is_dark_mode: null } }),
      ),
    );

  it('reloads after saving one’s own new language', async () => {
    answer();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onReload = vi.fn();
    const { user } = renderWithProviders(
      <PrivateInfoSection staffId={11} language="en" own canEdit onReload={onReload} />,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'es');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(localStorage.getItem('groundwork.language')).toBe('es'));
    vi.advanceTimersByTime(1500);
    expect(onReload).toHaveBeenCalledOnce();
    vi.useRealTimers();
  });

  it('does not reload for someone else’s language', async () => {
    answer();
    const onReload = vi.fn();
    const { user } = renderWithProviders(
      <PrivateInfoSection staffId={12} language="en" own={false} canEdit onReload={onReload} />,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'es');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved.');
    expect(onReload).not.toHaveBeenCalled();
  });
});
