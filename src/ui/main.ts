import './playground-app.js';
