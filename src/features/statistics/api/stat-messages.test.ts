// The English messages are the spec's (people §8) word for word, as the contract spells them.
import { describe, expect, it } from 'vitest';
import * as C from '../../../../contract/statistics-constants';
import { i18next } from '../../../test/i18n';
import { ValidationApiError } from '../../../api/errors';
import { createStatErrorMessage, duplicateErrorMessage, statErrorMessage } from './stat-messages';

const t = i18next.t.bind(i18next);

describe('statistics messages', () => {
  it('match the spec word for word', () => {
    expect(t('statistics.messages.uploadFailed')).toBe(C.STAT_UPLOAD_FAILED);
    expect(t('statistics.messages.listLoadFailed')).toBe(C.STAT_LIST_LOAD_FAILED);
    expect(t('statistics.messages.valueAdded')).toBe(C.STAT_VALUE_ADDED);
    expect(t('statistics.messages.valueUpdated')).toBe(C.STAT_VALUE_UPDATED);
    expect(t('statistics.messages.duplicated')).toBe(C.STATS_DUPLICATED);
    expect(t('statistics.messages.orderUpdated')).toBe(C.STAT_ORDER_UPDATED);
  });

  it("put the server's text after the spec's prefixes", () => {
    const error = new ValidationApiError({ order: ['Enter a whole number.'] });
    expect(statErrorMessage(t, error)).toBe(`${C.STAT_ERROR_PREFIX}Enter a whole number.`);
    expect(createStatErrorMessage(t, error)).toBe(`${C.STAT_CREATE_FAILED} Enter a whole number.`);
    expect(duplicateErrorMessage(t, error)).toBe(`${C.STAT_DUPLICATE_FAILED_PREFIX}Enter a whole number.`);
  });
});
