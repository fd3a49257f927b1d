// How many changes of a user wait on this device (their outbox). Dexie is loaded only here, on
// demand, so the sign-in page never pays for it.
export async function unsentChangeCount(userId: number, companyId: number): Promise<number> {
  const { pendingChangeCount, userDatabase } = await import('../../../offline/db');
  try {
    return await pendingChangeCount(userDatabase(userId, companyId));
  } catch {
    // No readable database (private mode, storage blocked): nothing this device could send either.
    return 0;
  }
}
