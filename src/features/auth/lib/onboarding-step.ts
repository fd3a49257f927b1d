// The onboarding wizard's steps (spec shell §2.5): 0 Personal Information, 1 Activate Apps,
// 2 Choose Plan, which app-deal companies do not have. The current step is kept on the device under
// the onboarding key, so a reload comes back to it; the plan gate's ?step=2 wins over it.
export const ONBOARDING_STEP_KEY = 'onboarding';
export const ONBOARDING_URL = '/auth/onboarding';
export const STEP_KEYS = ['personal', 'apps', 'plan'] as const;
/** The personal-information form's id: the wizard's Next submits it (form={…}). */
export const PERSONAL_INFO_FORM_ID = 'onboarding-personal-info';
export type StepKey = (typeof STEP_KEYS)[number];

export function stepsFor(appDeal: boolean): StepKey[] {
  return appDeal ? ['personal', 'apps'] : [...STEP_KEYS];
}

/**
 * The step a URL's ?step= asks for. The plan gate sends ?step=2, the plan step; an app-deal company
 * has no such step, so it opens the last one it has (Activate Apps, where Finish is): a URL never
 * opens the "all done" state, which has no way on (issue 21).
 */
export function stepFromUrl(value: unknown, count: number): number | null {
  const step = clampStep(value, count);
  return step === null ? null : Math.min(step, count - 1);
}

/** A step index in 0..count (count: every step done). */
export function clampStep(value: unknown, count: number): number | null {
  const step = typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isInteger(step) && step >= 0 ? Math.min(step, count) : null;
}

export function readStoredStep(count: number): number {
  try {
    return clampStep(localStorage.getItem(ONBOARDING_STEP_KEY), count) ?? 0;
  } catch {
    return 0;
  }
}

export function storeStep(step: number): void {
  try {
    localStorage.setItem(ONBOARDING_STEP_KEY, String(step));
  } catch {
    // Storage blocked: the wizard still works, a reload starts at the first step.
  }
}
