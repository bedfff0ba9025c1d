/**
 * Right to left stays right (docs/ARCHITECTURE.md, "Right to left"): no physical directions in the site's styles.
 * `ml-2`, `left-0`, `text-right`, `rounded-tl-lg`, `border-r`, `style={{ marginLeft }}`, `padding-right:` stay on
 * the same side in Arabic; their logical forms (`ms-2`, `start-0`, `text-end`, `rounded-ss-lg`, `border-e`,
 * `marginInlineStart`, `padding-inline-end:`) follow the page's `dir`.
 *
 * The ESLint rule `site/logical-directions` reads every string and template literal under src (Tailwind itself takes
 * classes from any string in the source, so a class kept in a constant counts as much as one in `className`) and
 * the `style` objects of JSX. `physicalInCss` does the same for the CSS files under src (stylelint is not
 * installed), from tests/unit/logicalDirections.test.ts. A place that must stay physical (a deliberate `rtl:` pair
 * with no logical form, a thing that must not mirror) says why: `// eslint-disable-next-line
 * site/logical-directions -- why`.
 */

const WHERE = '(docs/ARCHITECTURE.md, "Right to left")'
const side = (letter) => (letter === 'l' ? 's' : 'e')
const word = (name) => (name === 'left' ? 'start' : 'end')

const SPACING = String.raw`(?:\d+(?:\.\d+)?|px|auto|full|\d+\/\d+|\[[^\]]+\]|\([^)]+\))`
const RADIUS = String.raw`(?:none|xs|sm|md|lg|xl|[2-4]xl|full|\[[^\]]+\]|\([^)]+\))`

/** Physical Tailwind utilities (variants and `-`/`!` taken off) and their logical forms; null where none exists. */
const UTILITIES = [
  [new RegExp(`^(scroll-)?([mp])([lr])-(${SPACING})$`), (m) => `${m[1] ?? ''}${m[2]}${side(m[3])}-${m[4]}`],
  [new RegExp(`^(left|right)-(${SPACING})$`), (m) => `${word(m[1])}-${m[2]}`],
  [/^(text|float|clear)-(left|right)$/, (m) => `${m[1]}-${word(m[2])}`],
  [new RegExp(`^rounded-([lr])(-${RADIUS})?$`), (m) => `rounded-${side(m[1])}${m[2] ?? ''}`],
  [new RegExp(`^rounded-([tb])([lr])(-${RADIUS})?$`), (m) => `rounded-${m[1] === 't' ? 's' : 'e'}${side(m[2])}${m[3] ?? ''}`],
  [/^border-([lr])(-[\w./[\]()%#-]+)?$/, (m) => `border-${side(m[1])}${m[2] ?? ''}`],
  [/^bg-(linear|gradient)-to-(l|r|tl|tr|bl|br)$/, () => null],
]

/** Splits at the colons that separate variants, not those inside `[…]` or `(…)`. */
function variantsOf(token) {
  const parts = []
  let depth = 0
  let from = 0
  for (let i = 0; i < token.length; i++) {
    const c = token[i]
    if (c === '[' || c === '(') depth++
    else if ((c === ']' || c === ')') && depth > 0) depth--
    else if (c === ':' && depth === 0) {
      parts.push(token.slice(from, i))
      from = i + 1
    }
  }
  parts.push(token.slice(from))
  return parts
}

const PROPERTIES = {
  'margin-left': 'margin-inline-start',
  'margin-right': 'margin-inline-end',
  'padding-left': 'padding-inline-start',
  'padding-right': 'padding-inline-end',
  'scroll-margin-left': 'scroll-margin-inline-start',
  'scroll-margin-right': 'scroll-margin-inline-end',
  'scroll-padding-left': 'scroll-padding-inline-start',
  'scroll-padding-right': 'scroll-padding-inline-end',
  left: 'inset-inline-start',
  right: 'inset-inline-end',
  'border-top-left-radius': 'border-start-start-radius',
  'border-top-right-radius': 'border-start-end-radius',
  'border-bottom-left-radius': 'border-end-start-radius',
  'border-bottom-right-radius': 'border-end-end-radius',
}
/** Shorthands whose fourth value is the left side (top right bottom left). */
const FOUR_SIDES = new Set([
  'margin',
  'padding',
  'inset',
  'scroll-margin',
  'scroll-padding',
  'border-width',
  'border-style',
  'border-color',
])

/** Values split at the spaces that are not inside `(…)`. */
function valuesOf(value) {
  const values = []
  let depth = 0
  let current = ''
  for (const c of value.trim()) {
    if (c === '(') depth++
    if (c === ')' && depth > 0) depth--
    if (/\s/.test(c) && depth === 0) {
      if (current) values.push(current)
      current = ''
    } else current += c
  }
  if (current) values.push(current)
  return values
}

/**
 * The logical form of a physical CSS declaration (`margin-left: 1rem` → `margin-inline-start`), a hint where the
 * logical form is several properties, or null when the declaration is not physical.
 */
export function physicalDeclaration(property, value = '') {
  const name = property.trim().toLowerCase()
  const text = String(value)
    .replace(/!important\s*$/i, '')
    .trim()
    .toLowerCase()
  if (PROPERTIES[name]) return PROPERTIES[name]
  const border = /^border-(left|right)(-(width|style|color))?$/.exec(name)
  if (border) return `border-inline-${word(border[1])}${border[2] ?? ''}`
  if (name === 'text-align' && (text === 'left' || text === 'right')) return `text-align: ${word(text)}`
  if ((name === 'float' || name === 'clear') && (text === 'left' || text === 'right')) return `${name}: inline-${word(text)}`
  if (FOUR_SIDES.has(name)) {
    const values = valuesOf(text)
    if (values.length === 4 && values[1] !== values[3]) return `${name}-block and ${name}-inline (start, end) for different left and right`
  }
  if (name === 'border-radius') {
    const values = valuesOf(text.split('/')[0] ?? '')
    if (new Set(values).size > 1) return 'border-start-start-radius, border-start-end-radius, … for different corners'
  }
  return null
}

/**
 * Whether a class is physical: `{ logical }` (null where Tailwind has no logical form) or null. Keeps the variants,
 * the minus and the `!` (`md:-ml-2` → `md:-ms-2`). An arbitrary property (`[margin-left:2px]`) is judged as CSS.
 */
export function physicalClass(token) {
  const parts = variantsOf(token)
  const utility = parts.pop() ?? ''
  const prefix = parts.map((part) => `${part}:`).join('')
  const found = /^(!?)(-?)(.*?)(!?)$/.exec(utility)
  if (!found) return null
  const [, bang, minus, bare, trailing] = found
  const arbitrary = /^\[([a-z-]+):(.+)\]$/.exec(bare)
  if (arbitrary) {
    const logical = physicalDeclaration(arbitrary[1], arbitrary[2].replace(/_/g, ' '))
    if (!logical) return null
    const declaration = /^([a-z-]+): ([a-z-]+)$/.exec(logical)
    if (declaration) return { logical: `${prefix}[${declaration[1]}:${declaration[2]}]` }
    return { logical: /^[a-z-]+$/.test(logical) ? `${prefix}[${logical}:${arbitrary[2]}]` : null, hint: logical }
  }
  for (const [pattern, logicalOf] of UTILITIES) {
    const match = pattern.exec(bare)
    if (!match) continue
    const logical = logicalOf(match)
    return { logical: logical && `${prefix}${bang}${minus}${logical}${trailing}` }
  }
  return null
}

/** The physical classes in a string of classes, with their logical forms. */
export const physicalClassesIn = (text) =>
  text
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((token) => {
      const found = physicalClass(token)
      return found ? [{ token, ...found }] : []
    })

/**
 * The physical declarations and `@apply` classes of a CSS or SCSS file, with their lines. Comments do not count,
 * and a declaration that must stay physical says why on its own line: `left: 0; /* physical: why *\/`.
 */
export function physicalInCss(css) {
  const lines = css.split('\n')
  const allowed = new Set(lines.flatMap((line, i) => (/\/\*\s*physical:\s*\S[^*]*\*\//.test(line) ? [i + 1] : [])))
  const text = css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
  const lineAt = (index) => text.slice(0, index).split('\n').length
  const found = []
  for (const match of text.matchAll(/@apply\s+([^;{}]+)/g)) {
    for (const { token, logical, hint } of physicalClassesIn(match[1]))
      found.push({ line: lineAt(match.index), text: token, logical: logical ?? hint ?? 'no logical form' })
  }
  for (const match of text.matchAll(/(?<=^|[;{\s])([a-z-]+)\s*:\s*([^;{}]+)(?=[;}])/g)) {
    const logical = physicalDeclaration(match[1], match[2])
    if (logical) found.push({ line: lineAt(match.index), text: `${match[1]}: ${match[2].trim()}`, logical })
  }
  return found.filter(({ line }) => !allowed.has(line)).sort((a, b) => a.line - b.line)
}

const camelToKebab = (name) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)
const kebabToCamel = (name) => name.replace(/-([a-z])/g, (_, c) => c.toUpperCase())

const messages = {
  physicalClass: "'{{token}}' is a physical direction, which Arabic does not mirror: use '{{logical}}' " + WHERE + '.',
  noLogicalForm:
    "'{{token}}' is a physical direction and has no logical form: pair it with its rtl: mirror, or use another style, and say why with // eslint-disable-next-line site/logical-directions -- … " +
    WHERE +
    '.',
  physicalStyle: "'{{name}}' is a physical direction, which Arabic does not mirror: use {{logical}} " + WHERE + '.',
}

/** @type {import('eslint').Rule.RuleModule} */
const logicalDirections = {
  meta: {
    type: 'problem',
    docs: { description: 'Logical CSS only (ms-, pe-, text-start, start-0), so right-to-left pages mirror' },
    schema: [],
    messages,
  },
  create(context) {
    const reportClasses = (node, text) => {
      for (const { token, logical, hint } of physicalClassesIn(text)) {
        if (logical) context.report({ node, messageId: 'physicalClass', data: { token, logical } })
        else if (hint) context.report({ node, messageId: 'physicalStyle', data: { name: token, logical: hint } })
        else context.report({ node, messageId: 'noLogicalForm', data: { token } })
      }
    }

    const checkStyle = (expression) => {
      if (!expression) return
      if (expression.type === 'ObjectExpression') {
        for (const property of expression.properties) {
          if (property.type !== 'Property' || property.computed) continue
          const key = property.key.type === 'Identifier' ? property.key.name : String(property.key.value)
          const value = property.value.type === 'Literal' ? String(property.value.value) : ''
          const logical = physicalDeclaration(camelToKebab(key), value)
          if (!logical) continue
          const declaration = /^([a-z-]+): ([a-z-]+)$/.exec(logical)
          const data = physicalDeclaration(camelToKebab(key))
            ? { name: key, logical: `'${kebabToCamel(logical)}'` }
            : declaration
              ? { name: `${key}: '${value}'`, logical: `${kebabToCamel(declaration[1])}: '${declaration[2]}'` }
              : { name: `${key}: '${value}'`, logical: logical.replace(/[a-z]+(-[a-z]+)+/g, kebabToCamel) }
          context.report({ node: property, messageId: 'physicalStyle', data })
        }
      } else if (expression.type === 'ConditionalExpression') {
        checkStyle(expression.consequent)
        checkStyle(expression.alternate)
      } else if (expression.type === 'LogicalExpression') {
        checkStyle(expression.left)
        checkStyle(expression.right)
      } else if (expression.type === 'TSAsExpression') {
        checkStyle(expression.expression)
      }
    }
    const isCssProperties = (annotation) =>
      annotation?.type === 'TSTypeReference' && /(^|\.)CSSProperties$/.test(context.sourceCode.getText(annotation.typeName))

    return {
      Literal(node) {
        if (typeof node.value === 'string') reportClasses(node, node.value)
      },
      TemplateElement(node) {
        const text = node.value.cooked ?? node.value.raw
        reportClasses(node, text)
        // `ml-${size}`: a class cut by an expression is judged by its start.
        const last = /(\S+-)$/.exec(text)
        const cut = !node.tail && last ? physicalClass(`${last[1]}0`) : null
        if (cut) {
          const token = `${last[1]}…`
          if (cut.logical) context.report({ node, messageId: 'physicalClass', data: { token, logical: cut.logical.replace(/0$/, '…') } })
          else context.report({ node, messageId: 'noLogicalForm', data: { token } })
        }
      },
      JSXAttribute(node) {
        if (node.name.name === 'style' && node.value?.type === 'JSXExpressionContainer') checkStyle(node.value.expression)
      },
      VariableDeclarator(node) {
        if (isCssProperties(node.id.typeAnnotation?.typeAnnotation)) checkStyle(node.init)
      },
      TSSatisfiesExpression(node) {
        if (isCssProperties(node.typeAnnotation)) checkStyle(node.expression)
      },
    }
  },
}

/**
 * A comment that turns `site/logical-directions` off must say why (`-- why`). A rule of its own, so that the comment
 * it judges cannot turn it off too.
 */
/** @type {import('eslint').Rule.RuleModule} */
const logicalDirectionsReason = {
  meta: {
    type: 'problem',
    docs: { description: 'A place that stays physical says why' },
    schema: [],
    messages: {
      noReason: 'Say why this place must stay physical: // eslint-disable-next-line site/logical-directions -- why ' + WHERE + '.',
    },
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const directive = /^\s*eslint-disable(?:-next-line|-line)?\s+(.*)$/s.exec(comment.value)
          const [rules = '', reason = ''] = directive?.[1]?.split(/\s--\s/) ?? []
          if (/(^|[\s,])site\/logical-directions([\s,]|$)/.test(rules) && !reason.trim())
            context.report({ loc: comment.loc, messageId: 'noReason' })
        }
      },
    }
  },
}

const plugin = {
  meta: { name: 'site' },
  rules: { 'logical-directions': logicalDirections, 'logical-directions-reason': logicalDirectionsReason },
}
export default plugin
