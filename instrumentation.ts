/**
 * Runs once when a Next.js server starts: checks the Firebase settings up front, so a deployment with a
 * missing variable stops at start-up with a message naming it, instead of answering 500 to shoppers.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { serverEnv } = await import('@/lib/env')
  try {
    serverEnv()
  } catch (error) {
    console.error(`\n${error instanceof Error ? error.message : String(error)}\n`)
    process.exit(1)
  }
}
