// Component tests opt into jsdom with a `@jest-environment jsdom` docblock; these matchers serve them.
import '@testing-library/jest-dom'
import { setTestLocale } from './test/fakes/root-params'
import { TEST_DEADLINE_VARIABLE } from './lib/firebase/deadline'

// Firestore and Auth calls get a minute, not production's four seconds: on a busy two-core machine the in-process
// emulators can be slower than that while healthy. lib/firebase/calls.test.ts restores the production deadline
// to test an outage; lib/firebase/deadline.test.ts tests the rule itself.
process.env[TEST_DEADLINE_VARIABLE] = '60000'

// Each test starts on an English page (a test may switch to Urdu with setTestLocale).
afterEach(() => setTestLocale('en'))
