// The people forms' rules: the division form's required fields ("This field is required", submit
// disabled) and defaults #0cb2fc and 1; the phone read as the server and the bulk import read it
// (issue 21); saving one's own changed language reloads the page, someone else's does not.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { staffCreateSchema } from '../../../../contract/people';
import { PHONE_INVALID, PHONE_TOO_SHORT } from '../../../../contract/people-constants';
import { meFixture, renderWithProviders, setupApiServer } from '../../../test/render';
import { DivisionForm } from './division-form';
import { PersonalInfoForm, emptyPersonalInfo, personalInfoBody, validatePersonalInfo } from './personal-info-form';
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
  const renderForm = (initial = emptyPersonalInfo) => {
    const onSubmit = vi.fn();
    const rendered = renderWithProviders(
      <PersonalInfoForm initial={initial} withEmail={false} saving={false} submitLabel="Save" onSubmit={onSubmit} />,
    );
    return { ...rendered, onSubmit, phone: () => screen.getByRole('textbox', { name: 'Phone' }) };
  };

  it('takes a phone as typed, shows it formatted once left, and sends it in E.164', async () => {
    const { user, onSubmit, phone } = renderForm();
    await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Ann');
    await user.type(phone(), '5550001111');
    expect(phone()).toHaveValue('5550001111');
    await user.tab();
    expect(phone()).toHaveValue('(555) 000-1111');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(personalInfoBody(onSubmit.mock.calls[0]![0]).personal_phone).toBe('+15550001111');
  });

  it('takes a number of another country with its code', async () => {
    const { user, onSubmit, phone } = renderForm({ ...emptyPersonalInfo, first_name: 'Ann' });
    await user.type(phone(), '+442079460958');
    await user.tab();
    expect(phone()).toHaveValue('+44 20 7946 0958');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(personalInfoBody(onSubmit.mock.calls[0]![0]).personal_phone).toBe('+442079460958');
  });

  it('refuses what cannot be a phone number, saying why under the field, and requires the first name', async () => {
    const { user, onSubmit, phone } = renderForm();
    await user.type(phone(), 'call reception');
    await user.tab();
    expect(phone()).toHaveValue('call reception');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    expect(screen.getByText(PHONE_INVALID)).toBeInTheDocument();
    expect(phone()).toHaveAttribute('aria-invalid', 'true');
    await user.clear(phone());
    await user.type(phone(), '555');
    expect(screen.getByText(PHONE_TOO_SHORT)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('leaves a stored number it cannot read as it is: it does not block saving the rest', async () => {
    const { user, onSubmit, phone } = renderForm({ ...emptyPersonalInfo, first_name: 'Ann', personal_phone: '12' });
    expect(phone()).toHaveValue('12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  // The bulk import sends the spreadsheet's cell to bulk-create-staff/, which checks each row with
  // staffCreateSchema: the form must take and refuse exactly what that schema does.
  it.each([
    '5550001111',
    '(555) 000-1111',
    '555.000.1111',
    '1 555 000 1111',
    '+44 20 7946 0958',
    '011 44 20 7946 0958',
    '020 7946 0958',
    '555',
    '55500011112222',
    '555-CALL-NOW',
    'Tel: 5550001111',
    '555 000 1111 ext 2',
    '',
  ])('agrees with the bulk import on %j', (input) => {
    const form = validatePersonalInfo({ ...emptyPersonalInfo, first_name: 'Ann', personal_phone: input }, false);
    const row = staffCreateSchema.safeParse({ email: 'ann@x.test', first_name: 'Ann', personal_phone: input });
    expect(form.personal_phone).toBe(row.error?.issues[0]?.message);
    if (row.success)
      expect(personalInfoBody({ ...emptyPersonalInfo, personal_phone: input }).personal_phone).toBe(
        row.data.personal_phone,
      );
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

  it('goes back to the company’s language: sends no language of one’s own, and reloads in the company’s', async () => {
    let sent: unknown;
    server.use(
      http.put('*/account/api/staffs/:id/private_info_update/', async ({ request, params }) => {
        sent = await request.json();
        return HttpResponse.json({ id: Number(params.id), staff_info: { language_code: null, is_dark_mode: null } });
      }),
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onReload = vi.fn();
    const { user } = renderWithProviders(
      <PrivateInfoSection staffId={11} language="es" own canEdit onReload={onReload} />,
      { me: meFixture({ company: { ...meFixture().company, language_code: 'en' } }) },
    );
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), '');
    expect(save).toBeEnabled();
    await user.click(save);
    await waitFor(() => expect(sent).toEqual({ language_code: null }));
    await waitFor(() => expect(localStorage.getItem('groundwork.language')).toBe('en'));
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
