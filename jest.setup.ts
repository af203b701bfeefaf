// Component tests opt into jsdom with a `@jest-environment jsdom` docblock; these matchers serve them.
import '@testing-library/jest-dom'
