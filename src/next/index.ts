export { ConfabStyleRegistry, type ConfabStyleRegistryProps } from './ConfabStyleRegistry.js';
