// Component tests opt into jsdom with a `@jest-environment jsdom` docblock; these matchers serve them.
import '@testing-library/jest-dom'
import { setTestLocale } from './test/fakes/root-params'

// Each test starts on an English page (a test may switch to Urdu with setTestLocale).
afterEach(() => setTestLocale('en'))
