import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { boundaryConfigs } from './eslint-boundaries.js';

// Texts live in per-feature catalogues (@maple/shared/messages/<feature>) so a page ships only its own;
// no aggregate may come back into the web.
const noMessageAggregate = {
  name: '@maple/shared/messages',
  message: 'Import the per-feature catalogue (@maple/shared/messages/<feature>) so a page ships only its own texts.',
};

// Links and navigation follow the build's language (decision 067): the localized twins turn '/rates'
// into '/fr/taux' in the French build, and read the address back as its English path.
const localizedRouter = {
  name: 'react-router',
  importNames: ['Link', 'NavLink', 'Navigate', 'useNavigate', 'useLocation'],
  message: "Import Link, NavLink, Navigate, useNavigate and useLocation from '@/lib/localized-router', so the address follows the page's language.",
};

// A functional update of the query must see the address as it is, not as it was at the last render.
const currentSearchParams = {
  name: 'react-router',
  importNames: ['useSearchParams'],
  message: "Import useSearchParams from '@/lib/use-search-params': React Router's gives a functional update the last render's params, so quick changes overwrite each other.",
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '.tmp/**', 'packages/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': ['error', { paths: [noMessageAggregate, localizedRouter, currentSearchParams] }],
    },
  },
  {
    // The hook rules (the React Compiler's analysis, most of the lint's rule time) where React code
    // is: not the end-to-end specs, which drive a browser and render nothing (decision 108).
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/web/marker-locale/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The modules that wrap them.
    files: ['apps/web/src/lib/localized-router.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: [noMessageAggregate, currentSearchParams] }] },
  },
  {
    files: ['apps/web/src/lib/use-search-params.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [noMessageAggregate, localizedRouter] }] },
  },
  ...boundaryConfigs(),
);
