import 'server-only'

/**
 * The few Firestore names that shop modules outside lib/firebase need (types for functions that take a
 * database or a transaction, and FieldValue/Timestamp for writes), so firebase-admin is still imported
 * only here.
 */
export type {
  DocumentReference,
  DocumentSnapshot,
  Firestore,
  Query,
  Transaction,
} from 'firebase-admin/firestore'
export { FieldValue, Timestamp } from 'firebase-admin/firestore'
