/**
 * Transactions that hold locks, for the local Firestore emulator (@firestore-emulator/server).
 *
 * That emulator hands every transaction the same dummy id and applies each commit as it comes, so two
 * transactions that read the same stock figure both commit, and 50 shoppers can all buy the last 10 units.
 * Real Firestore (server SDKs) runs read-write transactions under pessimistic locks. This puts a small lock
 * manager in front of the emulator's own service so the shop's transactions are tested the way they run:
 *
 * - A read in a read-write transaction locks each document it reads, exclusively, until the transaction
 *   commits or rolls back; another transaction reading or writing that document waits.
 * - A query in a transaction locks what it asked for (the collection, narrowed by its `field == "string"`
 *   filters); a commit by another transaction that writes a matching document, before or after the write,
 *   waits, so no order can appear under a count that was just read (phantoms).
 * - Commits without a transaction wait for the locks on what they write, then apply at once.
 * - A wait that would close a cycle (deadlock) and a wait longer than `waitMs` answer ABORTED, which
 *   firebase-admin retries, as it does for Firestore's own contention aborts. A transaction idle for
 *   `idleMs` is dropped with its locks (Firestore's is 60 s), so a server that died mid-transaction cannot
 *   block the emulator for ever.
 *
 * Read-only transactions and plain reads take no locks. Simplifications, all on the safe side (more waiting,
 * never less): locks are exclusive (Firestore's reads share theirs), and a query filter other than equality
 * with a string locks as if it were absent.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS, so Jest and the emulator script share it */
const { randomBytes } = require('node:crypto')
const { createRequire } = require('node:module')

const emulatorRequire = createRequire(require.resolve('@firestore-emulator/server'))
const { Metadata, status: Status } = emulatorRequire('@grpc/grpc-js')
const { UnimplementedFirestoreService } = emulatorRequire(
  '@firestore-emulator/proto/dist/google/firestore/v1/firestore',
)
const FIRESTORE_SERVICE = UnimplementedFirestoreService.definition

const EQUAL = 5 // StructuredQuery.FieldFilter.Operator.EQUAL
const AND = 1 // StructuredQuery.CompositeFilter.Operator.AND

/** A gRPC error firebase-admin treats as contention and retries the whole transaction for. */
function aborted(message) {
  return { code: Status.ABORTED, details: message, message }
}

const collectionOf = (documentPath) => documentPath.slice(0, documentPath.lastIndexOf('/'))
const idKey = (bytes) => Buffer.from(bytes).toString('hex')

/**
 * What a query may return: documents of `collection` (or of every collection with that id, for a
 * collection-group query) whose fields equal `equalities`. Conjuncts that are not string equalities are left
 * out, which only makes the lock wider.
 */
function queryLock(parent, structuredQuery) {
  const [from] = structuredQuery.from
  const equalities = new Map()
  const collect = (filter) => {
    if (filter.filter_type === 'field_filter') {
      const { field, op, value } = filter.field_filter
      const path = field.field_path
      if (op === EQUAL && value.value_type === 'string_value' && /^[A-Za-z_][A-Za-z_0-9]*$/.test(path)) {
        equalities.set(path, value.string_value)
      }
    } else if (filter.filter_type === 'composite_filter' && filter.composite_filter.op === AND) {
      for (const inner of filter.composite_filter.filters) collect(inner)
    }
  }
  if (structuredQuery.has_where) collect(structuredQuery.where)
  return {
    collection: `${parent}/${from?.collection_id ?? ''}`,
    collectionId: from?.collection_id ?? '',
    allDescendants: Boolean(from?.all_descendants),
    equalities,
  }
}

/** A field of a document as the lock sees it: a string, `missing`, or `unknown` (counts as matching). */
const MISSING = Symbol('missing')
const UNKNOWN = Symbol('unknown')

function storedField(document, name) {
  if (!document.metadata.hasExist) return MISSING
  const field = document.getField(name)
  if (!field) return MISSING
  return field.type === 'string_value' ? field.value : UNKNOWN
}

/** The field after `write` (an update), given the document before it. */
function writtenField(write, document, name) {
  if (write.update_transforms.some((transform) => transform.field_path.split('.')[0] === name)) {
    return UNKNOWN
  }
  if (write.has_update_mask) {
    const paths = write.update_mask.field_paths
    if (paths.some((path) => path.startsWith(`${name}.`))) return UNKNOWN
    if (!paths.includes(name)) return storedField(document, name)
  }
  const value = write.update.fields.get(name)
  if (!value) return MISSING
  return value.value_type === 'string_value' ? value.string_value : UNKNOWN
}

function matches(lock, documentPath, fieldOf) {
  const collection = collectionOf(documentPath)
  const inCollection = lock.allDescendants
    ? collection.split('/').at(-1) === lock.collectionId
    : collection === lock.collection
  if (!inCollection) return false
  for (const [name, wanted] of lock.equalities) {
    const actual = fieldOf(name)
    if (actual !== UNKNOWN && actual !== wanted) return false
  }
  return true
}

/** Whether `write` changes what `lock` would return: the document matched before it, or matches after. */
function writeTouches(lock, write, state) {
  const path = write.has_delete ? write.delete : write.update.name
  const document = state.getDocument(path)
  if (matches(lock, path, (name) => storedField(document, name))) return true
  return write.has_update && matches(lock, path, (name) => writtenField(write, document, name))
}

class LockManager {
  constructor(state, { idleMs, waitMs }) {
    this.state = state
    this.idleMs = idleMs
    this.waitMs = waitMs
    /** Transactions by the hex of their id. */
    this.transactions = new Map()
    /** document path → the transaction holding it */
    this.documentOwners = new Map()
    /** Waits in arrival order: { transaction, blockers, grant, fail, timer } */
    this.waits = []
  }

  begin(readOnly) {
    const id = randomBytes(16)
    const transaction = {
      id,
      key: idKey(id),
      readOnly,
      documents: new Set(),
      queries: [],
      waitingFor: new Set(),
      idleTimer: null,
    }
    this.transactions.set(transaction.key, transaction)
    this.touch(transaction)
    return transaction
  }

  /** The live transaction with this id, or null (unknown, finished, aborted or expired). */
  find(idBytes) {
    const transaction = this.transactions.get(idKey(idBytes)) ?? null
    if (transaction) this.touch(transaction)
    return transaction
  }

  touch(transaction) {
    clearTimeout(transaction.idleTimer)
    transaction.idleTimer = setTimeout(() => this.end(transaction), this.idleMs)
    transaction.idleTimer.unref?.()
  }

  /** Releases everything the transaction holds and forgets it; waiting requests then try again. */
  end(transaction) {
    clearTimeout(transaction.idleTimer)
    if (!this.transactions.delete(transaction.key)) return
    for (const path of transaction.documents) {
      if (this.documentOwners.get(path) === transaction) this.documentOwners.delete(path)
    }
    transaction.documents.clear()
    transaction.queries = []
    for (const wait of this.waits.filter((candidate) => candidate.transaction === transaction)) {
      this.removeWait(wait)
      clearTimeout(wait.timer)
      wait.fail(aborted('The transaction ended while it waited for a lock.'))
    }
    this.retryWaits()
  }

  /** Other transactions holding any of these documents. */
  documentBlockers(transaction, paths) {
    const blockers = new Set()
    for (const path of paths) {
      const owner = this.documentOwners.get(path)
      if (owner && owner !== transaction) blockers.add(owner)
    }
    return blockers
  }

  /** Other transactions holding a document or a query that these writes change. */
  writeBlockers(transaction, writes) {
    const paths = writes.map((write) => (write.has_delete ? write.delete : write.update.name))
    const blockers = this.documentBlockers(transaction, paths)
    for (const other of this.transactions.values()) {
      if (other === transaction || blockers.has(other)) continue
      if (other.queries.some((lock) => writes.some((write) => writeTouches(lock, write, this.state)))) {
        blockers.add(other)
      }
    }
    return blockers
  }

  /** Whether `from` waits, directly or through others, for `to`. */
  waitsFor(from, to, seen = new Set()) {
    if (from === to) return true
    if (seen.has(from)) return false
    seen.add(from)
    for (const next of from.waitingFor) if (this.waitsFor(next, to, seen)) return true
    return false
  }

  /**
   * Runs `take` (synchronously, so nothing can come between the decision and the taking) once `blockersOf()`
   * is empty: at once when nothing is in the way, otherwise when the transactions in the way have ended.
   * Rejects with ABORTED on a deadlock or after `waitMs`.
   */
  acquire(transaction, blockersOf, take) {
    return new Promise((resolve, reject) => {
      const wait = { transaction, blockersOf, grant: () => resolve(take()), fail: reject, timer: null }
      const decision = this.decide(wait)
      if (decision !== 'wait') return this.finish(wait, decision)
      wait.timer = setTimeout(() => {
        this.removeWait(wait)
        transaction.waitingFor = new Set()
        reject(aborted(`Lock wait over ${this.waitMs} ms (contention).`))
      }, this.waitMs)
      wait.timer.unref?.()
      this.waits.push(wait)
    })
  }

  /** 'go' when nothing is in the way, 'deadlock' when waiting would close a cycle, else 'wait'. */
  decide(wait) {
    const blockers = wait.blockersOf()
    if (blockers.size === 0) return 'go'
    for (const blocker of blockers) if (this.waitsFor(blocker, wait.transaction)) return 'deadlock'
    wait.transaction.waitingFor = blockers
    return 'wait'
  }

  finish(wait, decision) {
    clearTimeout(wait.timer)
    wait.transaction.waitingFor = new Set()
    if (decision === 'go') return wait.grant()
    wait.fail(aborted('Deadlock between transactions; this one is aborted so the other can go on.'))
    this.end(wait.transaction)
  }

  removeWait(wait) {
    const index = this.waits.indexOf(wait)
    if (index >= 0) this.waits.splice(index, 1)
  }

  /** Gives the waits that can now go their locks, in arrival order. Re-entrant: an end() inside reruns it. */
  retryWaits() {
    if (this.retrying) {
      this.retryAgain = true
      return
    }
    this.retrying = true
    try {
      do {
        this.retryAgain = false
        for (const wait of [...this.waits]) {
          if (!this.waits.includes(wait)) continue
          const decision = this.decide(wait)
          if (decision === 'wait') continue
          this.removeWait(wait)
          this.finish(wait, decision)
        }
      } while (this.retryAgain)
    } finally {
      this.retrying = false
    }
  }

  lockDocuments(transaction, paths) {
    if (transaction.readOnly) return Promise.resolve()
    return this.acquire(
      transaction,
      () => this.documentBlockers(transaction, paths),
      () => {
        for (const path of paths) {
          this.documentOwners.set(path, transaction)
          transaction.documents.add(path)
        }
      },
    )
  }

  /** A query's lock never waits: only writes wait for it. */
  lockQuery(transaction, parent, structuredQuery) {
    if (!transaction.readOnly) transaction.queries.push(queryLock(parent, structuredQuery))
  }

  /**
   * Runs `apply` once `writes` may be applied for `transaction` (a stand-in one for a plain commit), then
   * ends the transaction, releasing its locks.
   */
  commit(transaction, writes, apply) {
    return this.acquire(
      transaction,
      () => this.writeBlockers(transaction, writes),
      () => {
        try {
          apply()
        } finally {
          this.end(transaction)
        }
      },
    )
  }
}

/**
 * The transaction a read belongs to: a new one (`new_transaction`), an existing one (`transaction`), or null
 * for a plain read. Throws ABORTED for an id this emulator no longer knows.
 */
function readTransaction(locks, request) {
  if (request.consistency_selector === 'new_transaction') {
    return { transaction: locks.begin(request.new_transaction.has_read_only), isNew: true }
  }
  if (request.consistency_selector === 'transaction') {
    const transaction = locks.find(request.transaction)
    if (!transaction) throw aborted('The transaction has expired or was aborted.')
    return { transaction, isNew: false }
  }
  return { transaction: null, isNew: false }
}

/** The call the emulator's handler writes to, with our transaction id in place of its dummy one. */
function withTransactionId(call, transaction) {
  return {
    request: call.request,
    write(message) {
      if (transaction && message.transaction?.length > 0) message.transaction = transaction.id
      return call.write(message)
    },
    end: (...args) => call.end(...args),
    emit: (...args) => call.emit(...args),
    sendMetadata: (...args) => call.sendMetadata(...args),
  }
}

function streamingRead(locks, emulatorHandler, lock) {
  return async (call) => {
    let started = null
    try {
      const { transaction, isNew } = readTransaction(locks, call.request)
      if (isNew) started = transaction
      if (transaction) await lock(transaction, call.request)
      emulatorHandler(withTransactionId(call, transaction))
    } catch (error) {
      // A transaction this read was to start is not known to the client yet: nobody else can end it.
      if (started) locks.end(started)
      // Headers first: an error before any answer is taken by the client's stream layer for a network
      // failure and sent again twice, seconds apart; after them it reaches the transaction runner, which
      // retries the whole transaction, as it does for Firestore's own aborts.
      call.sendMetadata(new Metadata())
      call.emit('error', error.code ? error : aborted(String(error)))
    }
  }
}

/**
 * Replaces the emulator's Firestore service on its gRPC server with the same service behind the lock
 * manager. Call before the server is bound.
 */
function isolateTransactions(emulator, { idleMs = 30_000, waitMs = 20_000 } = {}) {
  // The emulator's own handlers, as its FirestoreServer registered them (grpc-js keeps them by path). Its
  // service class is not exported, and a second copy of it (from another file of its dist) would not know
  // the errors its state throws (an instanceof check), answering "already exists" as an unknown error.
  const service = {}
  for (const [name, method] of Object.entries(FIRESTORE_SERVICE)) {
    service[name] = emulator.server.handlers.get(method.path).func
  }
  const locks = new LockManager(emulator.state, { idleMs, waitMs })
  const handlers = { ...service }

  handlers.BeginTransaction = (call, callback) => {
    const transaction = locks.begin(call.request.has_options && call.request.options.has_read_only)
    service.BeginTransaction(call, (error, response) => {
      if (response) response.transaction = transaction.id
      callback(error, response)
    })
  }

  handlers.BatchGetDocuments = streamingRead(
    locks,
    (call) => service.BatchGetDocuments(call),
    (transaction, request) => locks.lockDocuments(transaction, request.documents),
  )
  handlers.RunQuery = streamingRead(
    locks,
    (call) => service.RunQuery(call),
    async (transaction, request) => locks.lockQuery(transaction, request.parent, request.structured_query),
  )
  handlers.RunAggregationQuery = streamingRead(
    locks,
    (call) => service.RunAggregationQuery(call),
    async (transaction, request) =>
      locks.lockQuery(transaction, request.parent, request.structured_aggregation_query.structured_query),
  )

  handlers.Commit = async (call, callback) => {
    const inTransaction = call.request.transaction.length > 0
    const transaction = inTransaction ? locks.find(call.request.transaction) : locks.begin(false)
    if (!transaction) return callback(aborted('The transaction has expired or was aborted.'))
    // The emulator applies the writes and answers synchronously, so no other request runs in between.
    await locks
      .commit(transaction, call.request.writes, () => service.Commit(call, callback))
      .catch((error) => {
        // A commit that could not get its locks ends its transaction, as on Firestore; the client starts anew.
        locks.end(transaction)
        callback(error)
      })
  }

  handlers.Rollback = (call, callback) => {
    const transaction = locks.find(call.request.transaction)
    if (transaction) locks.end(transaction)
    service.Rollback(call, callback)
  }

  emulator.server.removeService(FIRESTORE_SERVICE)
  emulator.server.addService(FIRESTORE_SERVICE, handlers)
  return emulator
}

module.exports = { isolateTransactions }
