/**
 * `explain`: the pattern's parts in source order as a flat list, each with its depth (0 at the
 * top, +1 inside a group, a lookaround or a character class), so a list indented by depth reads
 * as the tree. A run of plain characters is one part (`abc`, "the text"); a quantified element is
 * one part whose token includes the quantifier (`\d{4}`); alternatives are separated by a `|` part.
 */
import type { AST } from '@eslint-community/regexpp';
import { MEANINGS_EN, meaningOf, type PartArgs, type PartKind, type QuantifierWords } from './meanings.js';

export interface ExplainPart {
	token: string;
	kind: PartKind;
	meaning: string;
	depth: number;
	args: PartArgs;
	quantifier: QuantifierWords | null;
}

interface Flags {
	multiline: boolean;
	dotAll: boolean;
}

const show = (code: number) => String.fromCodePoint(code);

export function explainPattern(pattern: AST.Pattern, flagText: string): ExplainPart[] {
	const flags: Flags = { multiline: flagText.includes('m'), dotAll: flagText.includes('s') };
	const parts: ExplainPart[] = [];
	const push = (token: string, kind: PartKind, depth: number, args: PartArgs = {}, quantifier: QuantifierWords | null = null): void => {
		parts.push({ token, kind, meaning: meaningOf(MEANINGS_EN, kind, args, quantifier), depth, args, quantifier });
	};

	function alternatives(list: AST.Alternative[], depth: number) {
		list.forEach((alt, i) => {
			if (i > 0) push('|', 'or', depth);
			elements(alt.elements, depth);
		});
	}

	function elements(list: AST.Element[], depth: number) {
		for (let i = 0; i < list.length; i++) {
			const node = list[i];
			if (node.type === 'Character') {
				// A run of plain characters reads as one text.
				let j = i;
				while (j + 1 < list.length && list[j + 1].type === 'Character') j++;
				const run = list.slice(i, j + 1) as AST.Character[];
				const text = run.map((c) => show(c.value)).join('');
				push(run.map((c) => c.raw).join(''), run.length === 1 ? 'char' : 'text', depth, { text });
				i = j;
			} else if (node.type === 'Quantifier') {
				element(node.element, depth, node.raw, { min: node.min, max: node.max === Infinity ? null : node.max, greedy: node.greedy });
			} else {
				element(node, depth, node.raw, null);
			}
		}
	}

	function element(node: AST.QuantifiableElement | AST.Assertion, depth: number, token: string, quantifier: QuantifierWords | null): void {
		switch (node.type) {
			case 'Character':
				return push(token, 'char', depth, { text: show(node.value) }, quantifier);
			case 'CharacterSet':
				return characterSet(node, depth, token, quantifier);
			case 'CharacterClass':
			case 'ExpressionCharacterClass':
				return characterClass(node, depth, token, quantifier);
			case 'Backreference':
				return push(token, 'backreference', depth, { ref: String(node.ref) }, quantifier);
			case 'Group':
				if (node.modifiers) push(token, 'modifier-group', depth, { flags: node.modifiers.raw }, quantifier);
				else push(token, 'group', depth, {}, quantifier);
				return alternatives(node.alternatives, depth + 1);
			case 'CapturingGroup': {
				const n = groupNumber(node);
				if (node.name) push(token, 'named-capture', depth, { n, name: node.name }, quantifier);
				else push(token, 'capture', depth, { n }, quantifier);
				return alternatives(node.alternatives, depth + 1);
			}
			case 'Assertion':
				switch (node.kind) {
					case 'start':
						return push(token, flags.multiline ? 'start-line' : 'start', depth, {}, quantifier);
					case 'end':
						return push(token, flags.multiline ? 'end-line' : 'end', depth, {}, quantifier);
					case 'word':
						return push(token, node.negate ? 'not-word-boundary' : 'word-boundary', depth, {}, quantifier);
					case 'lookahead':
					case 'lookbehind': {
						const kind = (node.negate ? `negative-${node.kind}` : node.kind) as PartKind;
						push(token, kind, depth, {}, quantifier);
						return alternatives(node.alternatives, depth + 1);
					}
				}
		}
	}

	function characterSet(node: AST.CharacterSet, depth: number, token: string, quantifier: QuantifierWords | null): void {
		if (node.kind === 'any') return push(token, flags.dotAll ? 'any-dotall' : 'any', depth, {}, quantifier);
		if (node.kind === 'property') {
			const property = node.value === null ? node.key : `${node.key}=${node.value}`;
			return push(token, node.negate ? 'not-property' : 'property', depth, { property }, quantifier);
		}
		return push(token, (node.negate ? `not-${node.kind}` : node.kind) as PartKind, depth, {}, quantifier);
	}

	function characterClass(node: AST.CharacterClass | AST.ExpressionCharacterClass, depth: number, token: string, quantifier: QuantifierWords | null): void {
		push(token, node.negate ? 'negated-class' : 'class', depth, {}, quantifier);
		if (node.type === 'ExpressionCharacterClass') return classOperand(node.expression, depth + 1);
		for (const item of node.elements) classOperand(item, depth + 1);
	}

	function classOperand(node: AST.CharacterClassElement | AST.ClassIntersection | AST.ClassSubtraction, depth: number): void {
		switch (node.type) {
			case 'Character':
				return push(node.raw, 'char', depth, { text: show(node.value) });
			case 'CharacterClassRange':
				return push(node.raw, 'range', depth, { from: show(node.min.value), to: show(node.max.value) });
			case 'CharacterSet':
				return characterSet(node, depth, node.raw, null);
			case 'CharacterClass':
			case 'ExpressionCharacterClass':
				return characterClass(node, depth, node.raw, null);
			case 'ClassStringDisjunction':
				push(node.raw, 'strings', depth);
				for (const alt of node.alternatives) push(alt.raw, alt.elements.length === 1 ? 'char' : 'text', depth + 1, { text: alt.elements.map((c) => show(c.value)).join('') });
				return;
			case 'ClassIntersection':
			case 'ClassSubtraction':
				push(node.raw, node.type === 'ClassIntersection' ? 'intersection' : 'subtraction', depth);
				classOperand(node.left, depth + 1);
				return classOperand(node.right, depth + 1);
		}
	}

	// Capturing groups are numbered by their opening parenthesis, left to right.
	const numbers = new Map<AST.CapturingGroup, number>();
	const groupNumber = (node: AST.CapturingGroup) => numbers.get(node) ?? 0;
	collectGroups(pattern, numbers);

	alternatives(pattern.alternatives, 0);
	return parts;
}

function collectGroups(pattern: AST.Pattern, numbers: Map<AST.CapturingGroup, number>) {
	const groups: AST.CapturingGroup[] = [];
	const visit = (node: AST.Node) => {
		if (node.type === 'CapturingGroup') groups.push(node);
		for (const child of childrenOf(node)) visit(child);
	};
	visit(pattern);
	groups.sort((a, b) => a.start - b.start).forEach((g, i) => numbers.set(g, i + 1));
}

/** The child nodes that can hold a capturing group. */
export function childrenOf(node: AST.Node): AST.Node[] {
	switch (node.type) {
		case 'Pattern':
		case 'Group':
		case 'CapturingGroup':
			return node.alternatives;
		case 'Assertion':
			return 'alternatives' in node ? node.alternatives : [];
		case 'Alternative':
			return node.elements;
		case 'Quantifier':
			return [node.element];
		default:
			return [];
	}
}
