/**
 * Words faker lacks for some locales, written for Utilkit: industries (no faker module has
 * them), company mailboxes, Portuguese catch phrases and Portuguese and Spanish bios (faker's
 * pt_BR has no catch-phrase words, and only its English locale has bios).
 */
import type { FakeLocale } from './fake-data.js';

/** Broad industries, the same thirty in each language. */
export const INDUSTRIES: Record<FakeLocale, string[]> = {
	en: [
		'Technology', 'Software', 'Telecommunications', 'Banking', 'Insurance', 'Retail', 'E-commerce',
		'Manufacturing', 'Automotive', 'Construction', 'Real estate', 'Healthcare', 'Pharmaceuticals',
		'Education', 'Energy', 'Agriculture', 'Food and beverage', 'Logistics', 'Transportation', 'Hospitality',
		'Tourism', 'Media', 'Entertainment', 'Consulting', 'Legal services', 'Marketing and advertising', 'Mining',
		'Textiles', 'Aerospace', 'Biotechnology'
	],
	'pt-BR': [
		'Tecnologia', 'Software', 'Telecomunicações', 'Bancos', 'Seguros', 'Varejo', 'Comércio eletrônico',
		'Indústria', 'Automotivo', 'Construção civil', 'Imobiliário', 'Saúde', 'Farmacêutico', 'Educação',
		'Energia', 'Agronegócio', 'Alimentos e bebidas', 'Logística', 'Transporte', 'Hotelaria', 'Turismo', 'Mídia',
		'Entretenimento', 'Consultoria', 'Serviços jurídicos', 'Marketing e publicidade', 'Mineração', 'Têxtil',
		'Aeroespacial', 'Biotecnologia'
	],
	es: [
		'Tecnología', 'Software', 'Telecomunicaciones', 'Banca', 'Seguros', 'Comercio minorista',
		'Comercio electrónico', 'Industria manufacturera', 'Automoción', 'Construcción', 'Inmobiliario', 'Sanidad',
		'Farmacéutica', 'Educación', 'Energía', 'Agricultura', 'Alimentación y bebidas', 'Logística', 'Transporte',
		'Hostelería', 'Turismo', 'Medios de comunicación', 'Entretenimiento', 'Consultoría', 'Servicios jurídicos',
		'Marketing y publicidad', 'Minería', 'Textil', 'Aeroespacial', 'Biotecnología'
	]
};

/** Role mailboxes for a company's e-mail address. */
export const MAILBOXES: Record<FakeLocale, string[]> = {
	en: ['info', 'contact', 'sales', 'hello', 'support'],
	'pt-BR': ['contato', 'vendas', 'atendimento', 'comercial', 'suporte'],
	es: ['info', 'contacto', 'ventas', 'hola', 'soporte']
};

/** Portuguese catch phrases: a feminine noun and two adjectives in agreement. */
export const PT_CATCH_NOUNS = [
	'Plataforma', 'Solução', 'Estratégia', 'Infraestrutura', 'Arquitetura', 'Interface', 'Rede', 'Abordagem',
	'Metodologia', 'Ferramenta', 'Tecnologia', 'Gestão', 'Experiência', 'Parceria', 'Análise', 'Aplicação'
];
export const PT_CATCH_ADJECTIVES = [
	'integrada', 'escalável', 'inteligente', 'sustentável', 'personalizada', 'segura', 'eficiente', 'inovadora',
	'flexível', 'colaborativa', 'digital', 'robusta', 'ágil', 'confiável', 'centralizada', 'otimizada',
	'automatizada', 'intuitiva', 'global', 'moderna'
];

/** Short bios in faker's English style ("artist, environmentalist"), with the person's gender. */
export interface BioWords {
	/** [male, female] forms. */
	roles: [string, string][];
	/** [male, female] lead-in for an interest, e.g. "apaixonado por". */
	fan: [string, string];
	interests: string[];
}

export const BIOS: Partial<Record<FakeLocale, BioWords>> = {
	'pt-BR': {
		roles: [
			['engenheiro', 'engenheira'], ['designer', 'designer'], ['estudante', 'estudante'],
			['fotógrafo', 'fotógrafa'], ['professor', 'professora'], ['empreendedor', 'empreendedora'],
			['músico', 'musicista'], ['escritor', 'escritora'], ['programador', 'programadora'],
			['artista', 'artista'], ['médico', 'médica'], ['advogado', 'advogada'], ['pai', 'mãe'],
			['jornalista', 'jornalista'], ['arquiteto', 'arquiteta'], ['ciclista', 'ciclista'],
			['cozinheiro', 'cozinheira'], ['viajante', 'viajante']
		],
		fan: ['apaixonado por', 'apaixonada por'],
		interests: [
			'café', 'futebol', 'música', 'tecnologia', 'viagens', 'cinema', 'livros', 'natureza', 'fotografia',
			'culinária', 'corrida', 'games'
		]
	},
	es: {
		roles: [
			['ingeniero', 'ingeniera'], ['diseñador', 'diseñadora'], ['estudiante', 'estudiante'],
			['fotógrafo', 'fotógrafa'], ['profesor', 'profesora'], ['emprendedor', 'emprendedora'],
			['músico', 'música'], ['escritor', 'escritora'], ['programador', 'programadora'], ['artista', 'artista'],
			['médico', 'médica'], ['abogado', 'abogada'], ['padre', 'madre'], ['periodista', 'periodista'],
			['arquitecto', 'arquitecta'], ['ciclista', 'ciclista'], ['cocinero', 'cocinera'], ['viajero', 'viajera']
		],
		fan: ['apasionado por', 'apasionada por'],
		interests: [
			'el café', 'el fútbol', 'la música', 'la tecnología', 'los viajes', 'el cine', 'los libros',
			'la naturaleza', 'la fotografía', 'la cocina', 'el senderismo', 'los videojuegos'
		]
	}
};
