// Onboarding step 0's phone (issue 21): read as the staff forms and the bulk import read it, shown
// as people read it, sent in E.164; a stored number it cannot read, left as it is, is not sent.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { PersonalInfo } from '../../../../contract/subscription';
import { PHONE_TOO_LONG } from '../../../../contract/people-constants';
import { renderWithProviders, setupApiServer } from '../../../test/render';
import { PERSONAL_INFO_FORM_ID } from '../lib/onboarding-step';
import { PersonalInfoForm } from './personal-info-form';

const server = setupApiServer();

function serve(personal_phone: string) {
  const info: PersonalInfo = {
    first_name: 'Ann',
    last_name: 'Lee',
    personal_phone,
    positions: [],
    available_positions: [],
  };
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.get('*/account/api/onboarding/personal-info/', () => HttpResponse.json(info)),
    http.put('*/account/api/onboarding/personal-info/', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return HttpResponse.json({ ...info, personal_phone: body.personal_phone ?? personal_phone });
    }),
    http.get('*', () => HttpResponse.json({})),
  );
  return bodies;
}

async function renderStep(onReadyChange: (ready: boolean) => void = () => {}) {
  const view = renderWithProviders(
    <PersonalInfoForm onSaved={() => {}} onPendingChange={() => {}} onReadyChange={onReadyChange} />,
  );
  const phone = await screen.findByRole('textbox', { name: /Phone/ });
  const submit = () => fireEvent.submit(document.getElementById(PERSONAL_INFO_FORM_ID)!);
  return { ...view, phone, submit };
}

describe('onboarding personal information: ready for Next', () => {
  it('says it is ready once the form is on screen, and no longer once it is gone', async () => {
    serve('');
    const ready: boolean[] = [];
    const { unmount } = await renderStep((value) => ready.push(value));
    expect(document.getElementById(PERSONAL_INFO_FORM_ID)).not.toBeNull();
    expect(ready).toEqual([true]);
    unmount();
    expect(ready).toEqual([true, false]);
  });
});

describe('onboarding personal information: the phone', () => {
  it('shows the stored number formatted and sends what is typed in E.164', async () => {
    const bodies = serve('+15550001111');
    const { user, phone, submit } = await renderStep();
    expect(phone).toHaveValue('(555) 000-1111');
    await user.clear(phone);
    await user.type(phone, '+44 20 7946 0958');
    await user.tab();
    expect(phone).toHaveValue('+44 20 7946 0958');
    submit();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ first_name: 'Ann', personal_phone: '+442079460958' });
  });

  it('refuses a number that cannot be one, saying why, and sends nothing', async () => {
    const bodies = serve('');
    const { user, phone, submit } = await renderStep();
    await user.type(phone, '020 7946 0958');
    submit();
    expect(await screen.findByText(PHONE_TOO_LONG)).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('keeps a stored number it cannot read: not sent, so the step still saves', async () => {
    const bodies = serve('ask reception');
    const { phone, submit } = await renderStep();
    expect(phone).toHaveValue('ask reception');
    submit();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).not.toHaveProperty('personal_phone');
  });
});
