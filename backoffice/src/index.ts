// Async boundary: shared singletons (react, the store) are negotiated before any app code runs.
import('./bootstrap');
