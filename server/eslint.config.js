// Lint of the API server (server/): typescript-eslint's recommended rules and the server's boundaries
// (docs/server-modules.md), the same rules server/test/architecture.test.ts checks. Run: npm run lint:server.
import tseslint from 'typescript-eslint';

/** Modules not on the module shape yet; the boundary rules skip them until they are converted (keep in step with the test). */
const NOT_YET_CONVERTED = [].map((name) => `server/src/modules/${name}/**`);

const httpInDomainCode = {
  group: ['fastify', '@fastify/*', '**/http/*'],
  message: 'Services, repositories and the domain know no HTTP: throw domain errors (domain/errors.ts) and take plain values.',
};

export default tseslint.config(
  {
    files: ['server/**/*.ts'],
    extends: [tseslint.configs.recommended],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      // JSON schemas and rows of unknown shape are read as `any` at a few well-marked places.
      '@typescript-eslint/no-explicit-any': 'off',
      'no-restricted-syntax': [
        'error',
        { selector: 'TSEnumDeclaration', message: 'Use a string union instead of an enum.' },
      ],
    },
  },
  {
    // A module reaches another only through its index.ts.
    files: ['server/src/modules/*/**/*.ts'],
    ignores: NOT_YET_CONVERTED,
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ regex: '^\\.\\./(?!\\.\\.)[^/]+/(?!index\\.ts$)', message: "Import another module only through its index.ts." }],
      }],
    },
  },
  {
    files: ['server/src/modules/**/*.service.ts', 'server/src/modules/**/*.repository.ts', 'server/src/domain/**/*.ts'],
    ignores: NOT_YET_CONVERTED,
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [httpInDomainCode, { regex: '^\\.\\./(?!\\.\\.)[^/]+/(?!index\\.ts$)', message: "Import another module only through its index.ts." }],
      }],
    },
  },
);
