// The e2e tests evaluate code against window.trainer in the page.
import '../../contract/window.d.ts';
