// The inlang message format plugin ships JavaScript only; scripts/make-messages.ts gives it to the project.
declare module '@inlang/plugin-message-format' {
  const plugin: unknown;
  export default plugin;
}
