// Defines <confab-chat> and <confab-verify-button> (React and their styles inside the package's embed bundle,
// in the elements' shadow roots) before Vue mounts: Vue then sets bound values that the elements know as
// properties (`:colors`), and `.messages` always as a property.
import 'confab-ui/embed';
import { createApp } from 'vue';
import App from './App.vue';

createApp(App).mount('#app');
