// The `?worker` imports' types, also when the unit tests' tsconfig (jest, node) checks this file.
/// <reference types="vite/client" />
import type { Environment } from 'monaco-editor';
import EditorWorker from 'monaco-editor/esm/vs/editor/editor.worker.js?worker';
import JsonWorker from 'monaco-editor/esm/vs/language/json/json.worker.js?worker';
import GraphqlWorker from 'monaco-graphql/esm/graphql.worker.js?worker';

/**
 * GraphiQL's editors are Monaco, which runs its language services in web workers. Vite's `?worker`
 * imports bundle each as a same-origin file under /assets, so the CSP's `worker-src` (falling back
 * to `'self'`) allows them: no blob: URL, no eval, nothing from a CDN.
 */
const monacoEnvironment: Environment = {
  getWorker(_workerId, label) {
    if (label === 'graphql') return new GraphqlWorker();
    if (label === 'json') return new JsonWorker();
    return new EditorWorker();
  },
};

window.MonacoEnvironment = monacoEnvironment;
