// The libraries that must exist once per page. Same list and ranges in every app (STACK.md).
const sharedPkg = require('../package.json');

function versionOf(name) {
  return require(`${name}/package.json`).version;
}

function sharedSingletons() {
  const singleton = (name, pkg = name) => ({
    singleton: true,
    requiredVersion: `^${versionOf(pkg)}`,
  });
  const ours = { singleton: true, version: sharedPkg.version, requiredVersion: `^${sharedPkg.version}` };
  return {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    zustand: singleton('zustand'),
    axios: singleton('axios'),
    '@harmony/shared': ours,
    // The router is shared through this thin module, never as react-router-dom itself (see router.ts).
    '@harmony/shared/router': ours,
  };
}

module.exports = { sharedSingletons };
