// Issue 24: every word a user reads comes from messages/*.json, so a missing translation is a build error, not an
// English sentence on a Chinese screen. This rule flags, in a Svelte component or in the engine, text that reads
// as words: template text, the attributes a person or a screen reader reads, and sentence-like string literals.
// Not words: key caps (<kbd>), code, numbers and signs, ids, class names, test ids, key names and rule citations.

/** Attributes whose value is read by a person or announced by a screen reader. */
const READ_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'aria-placeholder',
  'title',
  'placeholder',
  'alt',
  'label',
]);
/** Elements whose text is not prose: key caps, code, and the component's own script and style. */
const NOT_PROSE = new Set(['kbd', 'code', 'script', 'style', 'pre', 'samp']);
const LETTER = /\p{L}/u;
/** A capitalized word, then more words or a placeholder: "Save the set", "Pay {} to seat 1". */
const SENTENCE = /^\s*\p{Lu}[\p{L}'’]*[\s,:;.!?…]+[\p{L}{]/u;
/** A capitalized word with sentence punctuation: "Saved.", "Loading…". */
const WORD_WITH_STOP = /^\s*\p{Lu}\p{Ll}+[.!?…:]\s*$/u;
/** A CJK ideograph: Chinese written into code instead of messages. */
const HAN = /\p{Script=Han}/u;
/** Rule citations keep their English form in every language (the rule documents stay in English). */
const CITATION = /^(Tasmania|Tas\.?|Section|Rule|Schedule|Clause)(\s+([\dA-Z][\d.()a-z-]*|\{\}))?$/;

function looksLikeWords(text) {
  return (SENTENCE.test(text) || WORD_WITH_STOP.test(text) || HAN.test(text)) && !CITATION.test(text.trim());
}

/** Literals that are code, not text: imports, keys, types, directives, console output and dev-only checks. */
function isCode(node) {
  const parent = node.parent;
  if (!parent) return false;
  switch (parent.type) {
    case 'ImportDeclaration':
    case 'ExportNamedDeclaration':
    case 'ExportAllDeclaration':
    case 'ImportExpression':
    case 'TSLiteralType':
    case 'TSExternalModuleReference':
      return true;
    case 'Property':
      return parent.key === node && !parent.computed;
    case 'ExpressionStatement':
      return parent.directive !== undefined;
    case 'CallExpression': {
      const callee = parent.callee;
      return (
        callee.type === 'MemberExpression' &&
        callee.object.type === 'Identifier' &&
        callee.object.name === 'console'
      );
    }
    default:
      return false;
  }
}

function insideNonProse(node) {
  for (let p = node.parent; p; p = p.parent) {
    if (p.type === 'SvelteStyleElement' || p.type === 'SvelteScriptElement') return true;
    if (p.type === 'SvelteElement' && p.name && NOT_PROSE.has(p.name.name)) return true;
  }
  return false;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'user-visible text comes from messages/*.json (issue 24)' },
    // `pending`: the file is on the not-yet-translated list; its literals are allowed, but a file with none left must
    // leave the list, so the list only shrinks.
    schema: [{ type: 'object', properties: { pending: { type: 'boolean' } }, additionalProperties: false }],
    messages: {
      listed:
        'No user-visible literal is left here: remove this file from eslint-rules/not-yet-translated.js.',
      text: 'User-visible text "{{text}}": put it in messages/en.json, zh-Hant.json and zh-Hans.json and use m.{{hint}}() (docs/ARCHITECTURE.md, "Languages").',
    },
  },
  create(context) {
    const pending = context.options[0]?.pending === true;
    let found = 0;
    const report = (node, text) => {
      found += 1;
      if (pending) return;
      context.report({
        node,
        messageId: 'text',
        data: { text: text.trim().slice(0, 40), hint: 'your_message' },
      });
    };
    return {
      'Program:exit'(node) {
        if (pending && found === 0) context.report({ node, messageId: 'listed' });
      },
      SvelteText(node) {
        if (LETTER.test(node.value) && !CITATION.test(node.value.trim()) && !insideNonProse(node))
          report(node, node.value);
      },
      SvelteAttribute(node) {
        const name = node.key && node.key.name;
        if (!READ_ATTRIBUTES.has(name)) return;
        for (const part of node.value ?? []) {
          if (part.type === 'SvelteLiteral' && LETTER.test(part.value)) report(part, part.value);
        }
      },
      Literal(node) {
        if (typeof node.value !== 'string' || isCode(node)) return;
        if (looksLikeWords(node.value)) report(node, node.value);
      },
      TemplateLiteral(node) {
        if (node.parent && node.parent.type === 'TaggedTemplateExpression') return;
        const first = node.quasis.map((q) => q.value.cooked ?? '').join('{}');
        if (looksLikeWords(first)) report(node, first);
      },
    };
  },
};
