// Async boundary: shared singletons are negotiated before the first module that uses them runs.
import('./bootstrap');
