// E-mails of a shift swap (shifts.swaps.ts), each in the person's language through shifts.mail.ts:
// the colleague when a shift is offered to them, the offerer when the colleague accepts or declines,
// and both when an attendance admin approves or rejects the swap.
import type { Database } from '../../db/database';
import type { Mailer } from '../../lib/mailer';
import { companyTimeZone } from '../inout/timesheets.repository';
import { GREETING, OUTRO, mailStaff, shiftLine, type Language } from './shifts.mail';
import type { ShiftRow } from './shifts.repository';

export type SwapEvent = 'offered' | 'accepted' | 'declined' | 'approved' | 'rejected';

interface Parties {
  offerer: { id: number; name: string };
  colleague: { id: number; name: string };
}

type Text = { subject: (company: string) => string; intro: (other: string) => string };

/** What each side is told; `other` is the name of the other party. */
const TEXT: Record<Language, Record<SwapEvent, { offerer?: Text; colleague?: Text }>> = {
  en: {
    offered: {
      colleague: {
        subject: (c) => `A shift at ${c} is offered to you`,
        intro: (o) => `${o} offers you this shift. Accept or decline it under My shifts:`,
      },
    },
    accepted: {
      offerer: {
        subject: (c) => `Your shift swap at ${c} was accepted`,
        intro: (o) => `${o} accepted this shift. It is still yours until an administrator approves the swap:`,
      },
    },
    declined: {
      offerer: {
        subject: (c) => `Your shift swap at ${c} was declined`,
        intro: (o) => `${o} declined this shift. It stays yours:`,
      },
    },
    approved: {
      offerer: {
        subject: (c) => `Your shift swap at ${c} was approved`,
        intro: (o) => `The swap was approved: this shift is now ${o}'s and no longer yours:`,
      },
      colleague: {
        subject: (c) => `A shift swap at ${c} was approved`,
        intro: (o) => `The swap was approved: this shift of ${o} is now yours:`,
      },
    },
    rejected: {
      offerer: {
        subject: (c) => `Your shift swap at ${c} was not approved`,
        intro: () => 'An administrator did not approve the swap. This shift stays yours:',
      },
      colleague: {
        subject: (c) => `A shift swap at ${c} was not approved`,
        intro: (o) => `An administrator did not approve the swap. This shift stays with ${o}:`,
      },
    },
  },
  es: {
    offered: {
      colleague: {
        subject: (c) => `Te ofrecen un turno en ${c}`,
        intro: (o) => `${o} te ofrece este turno. Acéptalo o recházalo en Mis turnos:`,
      },
    },
    accepted: {
      offerer: {
        subject: (c) => `Han aceptado tu cambio de turno en ${c}`,
        intro: (o) => `${o} ha aceptado este turno. Sigue siendo tuyo hasta que un administrador apruebe el cambio:`,
      },
    },
    declined: {
      offerer: {
        subject: (c) => `Han rechazado tu cambio de turno en ${c}`,
        intro: (o) => `${o} ha rechazado este turno. Sigue siendo tuyo:`,
      },
    },
    approved: {
      offerer: {
        subject: (c) => `Se ha aprobado tu cambio de turno en ${c}`,
        intro: (o) => `Se ha aprobado el cambio: este turno ahora es de ${o} y ya no es tuyo:`,
      },
      colleague: {
        subject: (c) => `Se ha aprobado un cambio de turno en ${c}`,
        intro: (o) => `Se ha aprobado el cambio: este turno de ${o} ahora es tuyo:`,
      },
    },
    rejected: {
      offerer: {
        subject: (c) => `No se ha aprobado tu cambio de turno en ${c}`,
        intro: () => 'Un administrador no ha aprobado el cambio. Este turno sigue siendo tuyo:',
      },
      colleague: {
        subject: (c) => `No se ha aprobado un cambio de turno en ${c}`,
        intro: (o) => `Un administrador no ha aprobado el cambio. Este turno sigue siendo de ${o}:`,
      },
    },
  },
};

/** Queues the e-mails of a swap's event to the side(s) it concerns; their ids. */
export async function mailSwapEvent(
  db: Database,
  mailer: Mailer,
  companyId: number,
  event: SwapEvent,
  shift: ShiftRow,
  parties: Parties,
): Promise<number[]> {
  const sides = (['offerer', 'colleague'] as const).filter((side) => TEXT.en[event][side]);
  const sideOf = new Map(sides.map((side) => [parties[side].id, side]));
  const zone = await companyTimeZone(db, companyId);
  return mailStaff(db, mailer, companyId, [...sideOf.keys()], 'shift_swap', (staffId, language, name, company) => {
    const side = sideOf.get(staffId)!;
    const text = TEXT[language][event][side]!;
    const other = parties[side === 'offerer' ? 'colleague' : 'offerer'].name;
    return {
      subject: text.subject(company),
      text: [
        GREETING[language](name),
        '',
        text.intro(other),
        shiftLine(shift, language, zone),
        '',
        OUTRO[language],
      ].join('\n'),
    };
  });
}
