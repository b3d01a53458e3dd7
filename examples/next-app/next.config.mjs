/**
 * `cacheComponents: true` is create-next-app's default: the example keeps it, so that what it checks (the inline
 * chat's messages in the server HTML) holds in a new app.
 * @type {import('next').NextConfig}
 */
const config = { cacheComponents: true };
export default config;
