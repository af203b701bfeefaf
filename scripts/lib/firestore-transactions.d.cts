/** The emulator (@firestore-emulator/server's FirestoreServer), its transactions now holding locks. */
export function isolateTransactions<Emulator>(
  emulator: Emulator,
  options?: { idleMs?: number; waitMs?: number },
): Emulator
