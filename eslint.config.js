import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Texts live in per-feature catalogues (@maple/shared/messages/<feature>) so a page ships only its own;
// no aggregate may come back into the web.
const noMessageAggregate = {
  name: '@maple/shared/messages',
  message: 'Import the per-feature catalogue (@maple/shared/messages/<feature>) so a page ships only its own texts.',
};

// Import direction in apps/web (DESIGN §3). Resource features own one API resource each (api/,
// components, rules) and never import another feature; the files of a resource feature that are
// route screens (`*-page.tsx`) compose resource features like any page. Page features (public pages,
// shells, console and dashboard) compose resource features and do not import other page features,
// except through an entry listed in pageEntries. components/ui imports no feature at all.
const resourceFeatures = ['agents', 'analytics', 'auth', 'blog', 'leads', 'lenders', 'news-articles', 'products', 'rates', 'services', 'site', 'testimonials'];
const pageFeatures = [
  'about', 'applications', 'become-broker', 'calculators', 'chat', 'console', 'contact', 'dashboard', 'footer', 'home',
  'inoreader-callback', 'mobile-app', 'mortgage-options', 'navigation', 'news', 'newsletter', 'not-found', 'why-broker',
];
// The one module of a page feature that other pages may use: the hero's quote buttons open the
// calculators' quote dialog (the dialog itself stays a lazy chunk of calculators).
const pageEntries = { calculators: ['components/quote-dialog-launcher'] };

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const featureAlternatives = (features) =>
  features
    .map((f) => (pageEntries[f] ? `${f}/(?!(?:${pageEntries[f].map(escape).join('|')})$)` : `${f}/`))
    .join('|');

function restrictFeatures(files, forbidden, message, ignores = []) {
  return {
    files,
    ignores,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [noMessageAggregate],
          patterns: forbidden.length ? [{ regex: `^@/features/(?:${featureAlternatives(forbidden)})`, message }] : [],
        },
      ],
    },
  };
}

function featureBoundaries() {
  const src = 'apps/web/src';
  const all = [...resourceFeatures, ...pageFeatures];
  return [
    ...resourceFeatures.map((r) =>
      restrictFeatures(
        [`${src}/features/${r}/**/*.{ts,tsx}`],
        all.filter((f) => f !== r),
        `A resource feature (features/${r}) does not import another feature: move the shared piece to packages/shared or compose it in a page.`,
        [`${src}/features/${r}/**/*-page.tsx`],
      ),
    ),
    ...resourceFeatures.map((r) =>
      restrictFeatures(
        [`${src}/features/${r}/**/*-page.tsx`],
        pageFeatures,
        'A page composes resource features; it does not import a page feature.',
      ),
    ),
    ...pageFeatures.map((p) =>
      restrictFeatures(
        [`${src}/features/${p}/**/*.{ts,tsx}`],
        pageFeatures.filter((f) => f !== p),
        `A page feature (features/${p}) composes resource features; it does not import another page feature.`,
      ),
    ),
    {
      files: [`${src}/components/ui/**/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            paths: [noMessageAggregate],
            patterns: [{ regex: '^@/features/', message: 'components/ui holds primitives only: it imports no feature.' }],
          },
        ],
      },
    },
  ];
}

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
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { paths: [noMessageAggregate] }],
    },
  },
  ...featureBoundaries(),
);
