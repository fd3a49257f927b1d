// What a failed file call says (spec people §8): a file gone meanwhile (404 on delete or download) is
// "file not found"; anything else, the usual messages.
import { FILE_NOT_FOUND } from '../../../../contract/people-constants';
import { errorMessages, NotFoundApiError } from '../../../api/errors';

export const fileErrorText = (error: unknown) =>
  error instanceof NotFoundApiError ? FILE_NOT_FOUND : errorMessages(error).join(' ');
