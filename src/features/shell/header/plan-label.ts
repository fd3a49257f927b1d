// The plan label's text (spec shell §2.4): "LTD Active" when the first coupon is a lifetime deal
// (coupon.duration_type "forever"), else the subscription plan, else "No Plan".
import type { Company } from '../../../../contract/company';

export type PlanLabel = { kind: 'ltd' } | { kind: 'plan'; plan: string } | { kind: 'none' };

function firstCouponDuration(couponData: readonly unknown[]): unknown {
  const first = couponData[0];
  if (typeof first !== 'object' || first === null || !('coupon' in first)) return undefined;
  const coupon = first.coupon;
  return typeof coupon === 'object' && coupon !== null && 'duration_type' in coupon ? coupon.duration_type : undefined;
}

export function planLabel(company: Pick<Company, 'subscription_plan' | 'coupon_data'>): PlanLabel {
  if (firstCouponDuration(company.coupon_data ?? []) === 'forever') return { kind: 'ltd' };
  const plan = company.subscription_plan?.trim();
  return plan ? { kind: 'plan', plan } : { kind: 'none' };
}
