/** Reference data: the loader the server and the CLI run at start, and its error. */
export { DEFAULT_REFERENCE_DIR } from './data-dir';
export { loadReferenceData, REFERENCE_DATASETS, type DatasetReport } from './load-reference';
export { ReferenceFileError } from './reference-file';
