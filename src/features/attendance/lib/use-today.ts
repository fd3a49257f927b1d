// Today's date (YYYY-MM-DD) in this device's zone, fixed for the life of the screen so a render
// stays pure; "this week" and "this month" are computed from it.
import { useState } from 'react';
import { localDate } from '../../../../contract/local-time';

export function todayOnDevice(): string {
  return localDate(Date.now(), Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
}

export function useToday(): string {
  const [today] = useState(todayOnDevice);
  return today;
}
