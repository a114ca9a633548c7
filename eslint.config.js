// Card files speak only the card language: '@invasion/engine/dsl' (and type-only imports of the
// engine), their package's define.js, and sibling card files — never engine internals (issue 9).
import tseslint from 'typescript-eslint';

export default [
  {
    files: ['packages/cards/src/**/[0-9][0-9][0-9][0-9][0-9]-*.ts'],
    ignores: ['**/*.test.ts'],
    languageOptions: { parser: tseslint.parser },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@invasion/engine', allowTypeImports: true, message: 'Card files use the card language: import from @invasion/engine/dsl.' }],
          patterns: [
            { group: ['@invasion/engine/*', '!@invasion/engine/dsl'], message: 'Card files use the card language: import from @invasion/engine/dsl.' },
            { group: ['**/engine/src/**', '**/engine/test/**'], message: 'Card files never import engine internals.' },
          ],
        },
      ],
    },
  },
];
