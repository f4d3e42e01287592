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
  return {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    'react-router-dom': singleton('react-router-dom'),
    'react-router': singleton('react-router'),
    zustand: singleton('zustand'),
    axios: singleton('axios'),
    '@harmony/shared': {
      singleton: true,
      version: sharedPkg.version,
      requiredVersion: `^${sharedPkg.version}`,
    },
  };
}

module.exports = { sharedSingletons };
