import type { ModuleTexts, ModuleViewWords } from '../texts.js';
import type { ErrorWords } from '../../engine/words.js';
import type { errors } from './errors.js';

/** The module's words in pt-BR and es (English is the definition itself), keyed by operation id. */
export const texts: ModuleTexts = {
	en: {
		'password-hash': {
			cost: { label: 'Cost (bcrypt)' },
			memory_kib: { label: 'Memory in KiB (argon2id)' },
			iterations: { label: 'Iterations (argon2id)' },
			parallelism: { label: 'Parallelism (argon2id)' },
			log_n: { label: 'Cost log₂ N (scrypt)' },
			r: { label: 'Block size r (scrypt)' },
			p: { label: 'Parallelism p (scrypt)', help: 'scrypt: parallelism, 1–4, default 1. N × r × p may be at most 2^20 (cost 17, block size 8, parallelism 1).' }
		}
	},
	'pt-BR': {
		'password-hash': {
			title: 'Hash de senha',
			summary: 'Gera o hash de uma senha para guardar, com bcrypt, argon2id ou scrypt e um sal aleatório novo (modular crypt / string PHC).',
			keywords: ['bcrypt', 'argon2', 'scrypt', 'hash de senha', 'criptografar senha', 'senha', 'sal', 'kdf'],
			fields: {
				password: { label: 'Senha', description: 'A senha, UTF-8, no máximo 4096 caracteres (bcrypt: no máximo 72 bytes)' },
				algorithm: { label: 'Algoritmo', description: 'bcrypt, argon2id ou scrypt' },
				cost: { label: 'Custo (bcrypt)', description: 'bcrypt: log2 das rodadas, 4–14, padrão 10 (ignorado pelos outros)' },
				memory_kib: { label: 'Memória em KiB (argon2id)', description: 'argon2id: memória em KiB, 1024–65536, padrão 19456 (ignorado pelos outros)' },
				iterations: { label: 'Iterações (argon2id)', description: 'argon2id: passadas pela memória, 1–10, padrão 2' },
				parallelism: { label: 'Paralelismo (argon2id)', description: 'argon2id: faixas, 1–4, padrão 1' },
				log_n: { label: 'Custo log₂ N (scrypt)', description: 'scrypt: log2 de N, 10–17, padrão 15 (ignorado pelos outros)' },
				r: { label: 'Tamanho do bloco r (scrypt)', description: 'scrypt: tamanho do bloco, 1–8, padrão 8' },
				p: { label: 'Paralelismo p (scrypt)', description: 'scrypt: paralelismo, 1–4, padrão 1; 2^log_n × r × p no máximo 2^20 (log_n 17, r 8, p 1)', help: 'scrypt: paralelismo, 1–4, padrão 1. N × r × p pode ser no máximo 2^20 (custo 17, bloco 8, paralelismo 1).' },
				salt: { label: 'Sal (só para reproduzir)', description: 'Só para reproduzir um hash conhecido: base64 do sal (8–64 bytes; bcrypt exatamente 16). Deixe vazio para um sal aleatório novo, como o armazenamento pede' }
			},
			examples: { 'bcrypt, cost 10': 'bcrypt, custo 10', 'argon2id (OWASP minimum)': 'argon2id (mínimo da OWASP)', 'scrypt, N = 2^15': 'scrypt com N = 2^15', 'bcrypt reference vector (fixed salt)': 'Vetor de referência do bcrypt (sal fixo)' }
		},
		'password-hash-verify': {
			title: 'Conferir hash de senha',
			summary: 'Confere uma senha contra um hash bcrypt ($2a$, $2b$, $2y$), argon2id ou scrypt.',
			keywords: ['bcrypt', 'argon2', 'scrypt', 'verificar senha', 'conferir senha', 'comparar hash'],
			fields: {
				password: { label: 'Senha', description: 'A senha a conferir, no máximo 4096 caracteres' },
				hash: { label: 'Hash guardado', description: 'Um hash bcrypt ($2a$/$2b$/$2y$) ou uma string PHC argon2id / scrypt; seus custos seguem os máximos de /password-hash' }
			},
			examples: { 'bcrypt reference vector ($2a$)': 'Vetor de referência do bcrypt ($2a$)', 'argon2id reference vector': 'Vetor de referência do argon2id' }
		}
	},
	es: {
		'password-hash': {
			title: 'Hash de contraseña',
			summary: 'Calcula el hash de una contraseña para guardarla, con bcrypt, argon2id o scrypt y una sal aleatoria nueva (modular crypt / cadena PHC).',
			keywords: ['bcrypt', 'argon2', 'scrypt', 'hash de contraseña', 'cifrar contraseña', 'contraseña', 'sal', 'kdf'],
			fields: {
				password: { label: 'Contraseña', description: 'La contraseña, UTF-8, como mucho 4096 caracteres (bcrypt: como mucho 72 bytes)' },
				algorithm: { label: 'Algoritmo', description: 'bcrypt, argon2id o scrypt' },
				cost: { label: 'Coste (bcrypt)', description: 'bcrypt: log2 de las rondas, 4–14, por defecto 10 (los demás lo ignoran)' },
				memory_kib: { label: 'Memoria en KiB (argon2id)', description: 'argon2id: memoria en KiB, 1024–65536, por defecto 19456 (los demás lo ignoran)' },
				iterations: { label: 'Iteraciones (argon2id)', description: 'argon2id: pasadas por la memoria, 1–10, por defecto 2' },
				parallelism: { label: 'Paralelismo (argon2id)', description: 'argon2id: carriles, 1–4, por defecto 1' },
				log_n: { label: 'Coste log₂ N (scrypt)', description: 'scrypt: log2 de N, 10–17, por defecto 15 (los demás lo ignoran)' },
				r: { label: 'Tamaño de bloque r (scrypt)', description: 'scrypt: tamaño de bloque, 1–8, por defecto 8' },
				p: { label: 'Paralelismo p (scrypt)', description: 'scrypt: paralelismo, 1–4, por defecto 1; 2^log_n × r × p como mucho 2^20 (log_n 17, r 8, p 1)', help: 'scrypt: paralelismo, 1–4, por defecto 1. N × r × p puede ser como mucho 2^20 (coste 17, bloque 8, paralelismo 1).' },
				salt: { label: 'Sal (solo para reproducir)', description: 'Solo para reproducir un hash conocido: base64 de la sal (8–64 bytes; bcrypt exactamente 16). Déjala vacía para una sal aleatoria nueva, como pide el almacenamiento' }
			},
			examples: { 'bcrypt, cost 10': 'bcrypt, coste 10', 'argon2id (OWASP minimum)': 'argon2id (mínimo de OWASP)', 'scrypt, N = 2^15': 'scrypt con N = 2^15', 'bcrypt reference vector (fixed salt)': 'Vector de referencia de bcrypt (sal fija)' }
		},
		'password-hash-verify': {
			title: 'Comprobar hash de contraseña',
			summary: 'Comprueba una contraseña contra un hash bcrypt ($2a$, $2b$, $2y$), argon2id o scrypt.',
			keywords: ['bcrypt', 'argon2', 'scrypt', 'verificar contraseña', 'comprobar contraseña', 'comparar hash'],
			fields: {
				password: { label: 'Contraseña', description: 'La contraseña a comprobar, como mucho 4096 caracteres' },
				hash: { label: 'Hash guardado', description: 'Un hash bcrypt ($2a$/$2b$/$2y$) o una cadena PHC argon2id / scrypt; sus costes respetan los máximos de /password-hash' }
			},
			examples: { 'bcrypt reference vector ($2a$)': 'Vector de referencia de bcrypt ($2a$)', 'argon2id reference vector': 'Vector de referencia de argon2id' }
		}
	}
};

/** The words of the module's result views in every language, keyed by view; each view picks its own with `words()`. */
export const viewWords = {
	passwordHash: {
		en: {
			hash: 'Hash to store',
			algorithm: 'Algorithm',
			cost: 'Cost',
			rounds: (n: string) => `2^cost = ${n} rounds`,
			memory: 'Memory',
			iterations: 'Iterations (t)',
			parallelism: 'Parallelism (p)',
			version: 'Version',
			n: 'N (2^ln)',
			r: 'Block size (r)',
			p: 'Parallelism (p)',
			salt: 'Salt',
			digest: 'Hash',
			fresh: 'A fresh random salt is in the string itself: store the whole line, nothing else is needed to check a password later.',
			check: 'Check a password against it',
			given: 'The salt was given, not drawn at random: do this only to reproduce a known hash, never to store a password.'
		},
		'pt-BR': {
			hash: 'Hash para guardar',
			algorithm: 'Algoritmo',
			cost: 'Custo',
			rounds: (n: string) => `2^custo = ${n} rodadas`,
			memory: 'Memória',
			iterations: 'Iterações (t)',
			parallelism: 'Paralelismo (p)',
			version: 'Versão',
			n: 'N (2^ln)',
			r: 'Tamanho do bloco (r)',
			p: 'Paralelismo (p)',
			salt: 'Sal',
			digest: 'Hash',
			fresh: 'O sal aleatório está na própria string: guarde a linha inteira, nada mais é preciso para conferir uma senha depois.',
			check: 'Conferir uma senha com ele',
			given: 'O sal foi informado, não sorteado: faça isso só para reproduzir um hash conhecido, nunca para guardar uma senha.'
		},
		es: {
			hash: 'Hash para guardar',
			algorithm: 'Algoritmo',
			cost: 'Coste',
			rounds: (n: string) => `2^coste = ${n} rondas`,
			memory: 'Memoria',
			iterations: 'Iteraciones (t)',
			parallelism: 'Paralelismo (p)',
			version: 'Versión',
			n: 'N (2^ln)',
			r: 'Tamaño de bloque (r)',
			p: 'Paralelismo (p)',
			salt: 'Sal',
			digest: 'Hash',
			fresh: 'La sal aleatoria va dentro de la cadena: guarda la línea entera, no hace falta nada más para comprobar una contraseña después.',
			check: 'Comprobar una contraseña con él',
			given: 'La sal se ha dado, no sorteado: hazlo solo para reproducir un hash conocido, nunca para guardar una contraseña.'
		}
	},
	passwordHashVerify: {
		en: { yes: 'The password matches this hash', no: 'The password does not match this hash', algorithm: 'Algorithm', params: 'Parameters', why: 'Checked in constant time against the hash’s own salt and costs.' },
		'pt-BR': { yes: 'A senha confere com este hash', no: 'A senha não confere com este hash', algorithm: 'Algoritmo', params: 'Parâmetros', why: 'Conferido em tempo constante com o sal e os custos do próprio hash.' },
		es: { yes: 'La contraseña coincide con este hash', no: 'La contraseña no coincide con este hash', algorithm: 'Algoritmo', params: 'Parámetros', why: 'Comprobado en tiempo constante con la sal y los costes del propio hash.' }
	}
} satisfies ModuleViewWords;

/** A hash's parameters as the "above the limit" message names them. */
const PARAMS: Record<'pt-BR' | 'es', Record<string, string>> = {
	'pt-BR': { 'bcrypt cost': 'o custo bcrypt', 'memory m': 'a memória m', 'iterations t': 'as iterações t', 'parallelism p': 'o paralelismo p', 'scrypt ln': 'o ln do scrypt', 'scrypt r': 'o r do scrypt', 'scrypt p': 'o p do scrypt' },
	es: { 'bcrypt cost': 'el coste bcrypt', 'memory m': 'la memoria m', 'iterations t': 'las iteraciones t', 'parallelism p': 'el paralelismo p', 'scrypt ln': 'el ln de scrypt', 'scrypt r': 'el r de scrypt', 'scrypt p': 'el p de scrypt' }
};

/** The module's messages (errors.ts) in pt-BR and es, for the pages to say what the API says in English. */
export const errorWords = {
	'pt-BR': {
		salt_not_base64: 'não é base64',
		salt_bcrypt: ({ got }) => `bcrypt usa exatamente 16 bytes; este tem ${got}`,
		salt_length: ({ got }) => `de 8 a 64 bytes; este tem ${got}`,
		bcrypt_length: ({ max, got }) => `bcrypt usa no máximo ${max} bytes de uma senha e esta tem ${got} (UTF-8); use argon2id ou scrypt para senhas mais longas`,
		scrypt_work: ({ work, max }) => `o trabalho do scrypt 2^log_n × r × p é ${work}, mais que o limite ${max} (log_n 17, r 8, p 1)`,
		hash_salt: 'o salt não tem de 8 a 64 bytes em base64',
		hash_part: 'a parte do hash não tem de 16 a 128 bytes em base64',
		above: ({ what, value, max }) => `${PARAMS['pt-BR'][what] ?? what} ${value} passa do limite ${max}`,
		unknown_format: 'não é um hash bcrypt ($2a$, $2b$, $2y$) nem uma string PHC de argon2id ou scrypt',
		bcrypt_cost_low: ({ cost, min }) => `o custo bcrypt ${cost} é menor que ${min}`,
		argon2_version: ({ version }) => `a versão ${version} do argon2 não é suportada (a 19 é)`,
		argon2_params: 'argon2 precisa de t ≥ 1, p ≥ 1 e m ≥ 8 × p',
		scrypt_params: 'scrypt precisa de ln ≥ 1, r ≥ 1 e p ≥ 1'
	},
	es: {
		salt_not_base64: 'no es base64',
		salt_bcrypt: ({ got }) => `bcrypt usa exactamente 16 bytes; este tiene ${got}`,
		salt_length: ({ got }) => `de 8 a 64 bytes; este tiene ${got}`,
		bcrypt_length: ({ max, got }) => `bcrypt usa como máximo ${max} bytes de una contraseña y esta tiene ${got} (UTF-8); usa argon2id o scrypt para contraseñas más largas`,
		scrypt_work: ({ work, max }) => `el trabajo de scrypt 2^log_n × r × p es ${work}, más que el límite ${max} (log_n 17, r 8, p 1)`,
		hash_salt: 'el salt no tiene de 8 a 64 bytes en base64',
		hash_part: 'la parte del hash no tiene de 16 a 128 bytes en base64',
		above: ({ what, value, max }) => `${PARAMS.es[what] ?? what} ${value} supera el límite ${max}`,
		unknown_format: 'no es un hash bcrypt ($2a$, $2b$, $2y$) ni una cadena PHC de argon2id o scrypt',
		bcrypt_cost_low: ({ cost, min }) => `el coste bcrypt ${cost} es menor que ${min}`,
		argon2_version: ({ version }) => `la versión ${version} de argon2 no está admitida (la 19 sí)`,
		argon2_params: 'argon2 necesita t ≥ 1, p ≥ 1 y m ≥ 8 × p',
		scrypt_params: 'scrypt necesita ln ≥ 1, r ≥ 1 y p ≥ 1'
	}
} satisfies ErrorWords<typeof errors>;
