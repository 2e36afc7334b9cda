// Entry: mount the app and load what the home screen needs.
import { mount } from 'svelte';
import App from './App.svelte';
import { AppState } from './lib/app.svelte.ts';
import './app.css';

const app = new AppState();
const target = document.getElementById('app');
if (target === null) throw new Error('index.html has no #app element');
mount(App, { target, props: { app } });
void app.init();
