export { concurrencyFor, WorkGate, WorkGateFullError, type WorkGateOptions } from './work-gate';
