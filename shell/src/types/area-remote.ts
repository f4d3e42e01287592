/** The remotes that serve the site's areas, by the names config.json gives their addresses under. */
export type AreaRemote = 'catalog' | 'cart_checkout' | 'account' | 'backoffice';
