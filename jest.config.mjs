import nextJest from 'next/jest.js'

// next/jest compiles with SWC, loads .env files and mocks CSS and images the way Next does.
const createJestConfig = nextJest({ dir: './' })

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'node',
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // What next.config.ts `images.loaderFile` does in the build: next/image uses the shop's loader.
    '^next/dist/shared/lib/image-loader$': '<rootDir>/lib/artwork/image-loader.ts',
  },
  testMatch: ['<rootDir>/{app,components,lib,data,scripts}/**/*.test.{ts,tsx}'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
}

export default createJestConfig(config)
