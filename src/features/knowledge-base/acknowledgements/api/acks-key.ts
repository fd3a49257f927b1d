// The root of the acknowledgement pages' query keys, under the knowledge base's: an acknowledgement,
// a reading or a quiz attempt anywhere in the knowledge base refreshes the timelines and the board.
import { KB_KEY } from '../../api/kb-key';

export const ACKS_KEY = [...KB_KEY, 'acknowledgement-pages'] as const;

/** The pages' page size (each is a server-paged or client-paged list). */
export const ACKS_PAGE_SIZE = 25;
