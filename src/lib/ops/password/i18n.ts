import type { ModuleTexts, ModuleViewWords } from '../texts.js';
import type { ErrorWords } from '../../engine/words.js';
import type { errors } from './errors.js';

/** The module's words in pt-BR and es (English is the definition itself): src/lib/i18n/README.md, "Operations' words". */
export const texts: ModuleTexts = {
	en: {
		'password-strength': { locale: { help: 'The language of the warning and the suggestions.', unset: 'English (the default)' } },
	},
	'pt-BR': {
		'password-generate': {
			title: 'Gerador de senhas',
			summary: 'Senhas aleatórias de uma fonte criptográfica, com cada classe de caracteres escolhida presente em todas elas.',
			keywords: ['senha', 'gerador de senha', 'senha aleatória', 'senha forte', 'senha segura', 'gerar senha', 'símbolos', 'password'],
			fields: {
				length: { label: 'Comprimento', description: 'Caracteres por senha, de 4 a 256; padrão 20' },
				lowercase: { label: 'Minúsculas', description: 'a–z; padrão true' },
				uppercase: { label: 'Maiúsculas', description: 'A–Z; padrão true' },
				digits: { label: 'Dígitos', description: '0–9; padrão true' },
				symbols: { label: 'Símbolos', description: 'Os 32 caracteres de pontuação ASCII imprimíveis (os caracteres especiais de senha da OWASP, sem o espaço); padrão true' },
				exclude_ambiguous: { label: 'Sem caracteres ambíguos', description: 'Deixa de fora I l 1 O 0 o; padrão false' },
				count: { label: 'Quantidade', description: 'Quantas senhas, de 1 a 100; padrão 1' }
			},
			examples: {
				'Default (20 characters, all classes)': 'Padrão (20 caracteres, todas as classes)',
				'Five without ambiguous characters': 'Cinco sem caracteres ambíguos',
				'PIN-like, digits only': 'Tipo PIN, só dígitos'
			}
		},
		'password-strength': {
			title: 'Força da senha',
			summary: 'A estimativa do zxcvbn de quão fácil é adivinhar uma senha: nota de 0 a 4, tentativas, tempo para quebrar e conselhos, em inglês, português ou espanhol.',
			keywords: ['força da senha', 'senha', 'verificar senha', 'senha segura', 'zxcvbn', 'entropia', 'tempo para quebrar', 'medidor de senha'],
			fields: {
				password: { label: 'Senha', description: 'A senha a avaliar, no máximo 64 caracteres' },
				user_inputs: { label: 'Dados do usuário', description: 'Palavras em que a senha não deve se basear (nome, e-mail, site), no máximo 50 de até 100 caracteres' },
				locale: { label: 'Idioma', description: 'Idioma de warning, suggestions e crack_time_display: en, pt-BR ou es; padrão en', help: 'O idioma do aviso e das sugestões.', unset: 'Inglês (o padrão)' }
			},
			examples: { 'A common password': 'Uma senha comum', 'Four random words': 'Quatro palavras aleatórias', "Built on the user's name": 'Baseada no nome do usuário' }
		}
	},
	es: {
		'password-generate': {
			title: 'Generador de contraseñas',
			summary: 'Contraseñas aleatorias de una fuente criptográfica, con cada clase de caracteres elegida presente en todas ellas.',
			keywords: ['contraseña', 'generador de contraseñas', 'contraseña aleatoria', 'contraseña segura', 'clave', 'generar contraseña', 'símbolos', 'password'],
			fields: {
				length: { label: 'Longitud', description: 'Caracteres por contraseña, de 4 a 256; por defecto 20' },
				lowercase: { label: 'Minúsculas', description: 'a–z; por defecto true' },
				uppercase: { label: 'Mayúsculas', description: 'A–Z; por defecto true' },
				digits: { label: 'Dígitos', description: '0–9; por defecto true' },
				symbols: { label: 'Símbolos', description: 'Los 32 caracteres de puntuación ASCII imprimibles (los caracteres especiales de contraseña de OWASP, sin el espacio); por defecto true' },
				exclude_ambiguous: { label: 'Sin caracteres ambiguos', description: 'Deja fuera I l 1 O 0 o; por defecto false' },
				count: { label: 'Cantidad', description: 'Cuántas contraseñas, de 1 a 100; por defecto 1' }
			},
			examples: {
				'Default (20 characters, all classes)': 'Por defecto (20 caracteres, todas las clases)',
				'Five without ambiguous characters': 'Cinco sin caracteres ambiguos',
				'PIN-like, digits only': 'Tipo PIN, solo dígitos'
			}
		},
		'password-strength': {
			title: 'Fortaleza de la contraseña',
			summary: 'La estimación de zxcvbn de lo fácil que es adivinar una contraseña: nota de 0 a 4, intentos, tiempo para descifrarla y consejos, en inglés, portugués o español.',
			keywords: ['fortaleza de contraseña', 'contraseña', 'comprobar contraseña', 'contraseña segura', 'zxcvbn', 'entropía', 'tiempo para descifrar', 'medidor de contraseña'],
			fields: {
				password: { label: 'Contraseña', description: 'La contraseña a evaluar, como máximo 64 caracteres' },
				user_inputs: { label: 'Datos del usuario', description: 'Palabras en las que no debe basarse la contraseña (nombre, correo, sitio), como máximo 50 de hasta 100 caracteres' },
				locale: { label: 'Idioma', description: 'Idioma de warning, suggestions y crack_time_display: en, pt-BR o es; por defecto en', help: 'El idioma del aviso y de las sugerencias.', unset: 'Inglés (por defecto)' }
			},
			examples: { 'A common password': 'Una contraseña común', 'Four random words': 'Cuatro palabras al azar', "Built on the user's name": 'Basada en el nombre del usuario' }
		}
	}
};

/** The words of the module's result views in every language, keyed by view; each view picks its own with `words()`. */
export const viewWords = {
	passwordGenerate: {
		en: { again: 'Generate again', copyAll: 'Copy all', password: 'Password', entropy: 'Entropy', bits: 'bits', levels: ['weak against offline attacks', 'fair', 'strong', 'very strong'] },
		'pt-BR': { again: 'Gerar de novo', copyAll: 'Copiar todas', password: 'Senha', entropy: 'Entropia', bits: 'bits', levels: ['fraca contra ataques offline', 'razoável', 'forte', 'muito forte'] },
		es: { again: 'Generar de nuevo', copyAll: 'Copiar todas', password: 'Contraseña', entropy: 'Entropía', bits: 'bits', levels: ['débil ante ataques sin conexión', 'aceptable', 'fuerte', 'muy fuerte'] }
	},
	passwordStrength: {
		en: { strength: 'Strength', scores: ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'], crack: 'Time to crack', crackNote: 'offline, slow hash, 10,000 guesses per second', guesses: 'Guesses', warning: 'Warning', tips: 'Suggestions', none: 'Nothing stands out as easy to guess.' },
		'pt-BR': { strength: 'Força', scores: ['Muito fraca', 'Fraca', 'Razoável', 'Forte', 'Muito forte'], crack: 'Tempo para quebrar', crackNote: 'offline, hash lento, 10.000 tentativas por segundo', guesses: 'Tentativas', warning: 'Aviso', tips: 'Sugestões', none: 'Nada nela parece fácil de adivinhar.' },
		es: { strength: 'Fortaleza', scores: ['Muy débil', 'Débil', 'Aceptable', 'Fuerte', 'Muy fuerte'], crack: 'Tiempo para descifrarla', crackNote: 'sin conexión, hash lento, 10.000 intentos por segundo', guesses: 'Intentos', warning: 'Aviso', tips: 'Sugerencias', none: 'Nada en ella parece fácil de adivinar.' }
	}
} satisfies ModuleViewWords;

/** The module's messages (errors.ts) in pt-BR and es, for the pages to say what the API says in English. */
export const errorWords = {
	'pt-BR': {
		no_class: 'lowercase, uppercase, digits, symbols: escolha pelo menos uma classe de caracteres'
	},
	es: {
		no_class: 'lowercase, uppercase, digits, symbols: elige al menos una clase de caracteres'
	}
} satisfies ErrorWords<typeof errors>;
