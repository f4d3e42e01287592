// The federation runtime negotiates the shared singletons (react, the store) before this runs
// (asyncStartup in shared/build/webpack-config.cjs).
import './bootstrap';
