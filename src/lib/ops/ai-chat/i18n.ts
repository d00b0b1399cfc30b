import type { ModuleTexts, ModuleViewWords } from '../texts.js';
import type { ErrorWords } from '../../engine/words.js';
import type { errors } from './errors.js';

/** The module's words in pt-BR and es (English is the definition itself): src/lib/i18n/README.md, "Operations' words". */
export const texts: ModuleTexts = {
	'pt-BR': {
		'ai-chat': {
			title: 'Chat com IA',
			summary: 'Responde a uma conversa usando o modelo de chat compatível com a OpenAI configurado pelo operador do serviço.',
			keywords: ['ia', 'inteligência artificial', 'chat', 'conversa', 'assistente', 'chatbot', 'pergunta', 'resposta'],
			fields: {
				messages: { label: 'Mensagens', description: 'A conversa inteira, da mais antiga para a mais recente: de 1 a 50 mensagens' },
				'messages.role': { label: 'Papel', description: '`system` define o comportamento ou a persona' },
				'messages.content': { label: 'Conteúdo', description: 'No máximo 10.000 caracteres' }
			},
			examples: { 'One question': 'Uma pergunta', 'A persona and a follow-up': 'Uma persona e uma pergunta seguinte' }
		}
	},
	es: {
		'ai-chat': {
			title: 'Chat con IA',
			summary: 'Responde a una conversación con el modelo de chat compatible con OpenAI configurado por el operador del servicio.',
			keywords: ['ia', 'inteligencia artificial', 'chat', 'conversación', 'asistente', 'chatbot', 'pregunta', 'respuesta'],
			fields: {
				messages: { label: 'Mensajes', description: 'Toda la conversación, de la más antigua a la más reciente: de 1 a 50 mensajes' },
				'messages.role': { label: 'Rol', description: '`system` define el comportamiento o la persona' },
				'messages.content': { label: 'Contenido', description: 'Como máximo 10.000 caracteres' }
			},
			examples: { 'One question': 'Una pregunta', 'A persona and a follow-up': 'Una persona y una pregunta de seguimiento' }
		}
	}
};

/** The words of the module's result views in every language, keyed by view; each view picks its own with `words()`. */
export const viewWords = {
	aiChat: {
		en: { roles: { system: 'Instructions', user: 'You', assistant: 'Assistant' } as Record<string, string>, next: 'Reply', placeholder: 'Write the next message', send: 'Send', tokens: (n: string) => `${n} tokens`, chat: 'Conversation', writing: 'Writing…' },
		'pt-BR': { roles: { system: 'Instruções', user: 'Você', assistant: 'Assistente' } as Record<string, string>, next: 'Responder', placeholder: 'Escreva a próxima mensagem', send: 'Enviar', tokens: (n: string) => `${n} tokens`, chat: 'Conversa', writing: 'Escrevendo…' },
		es: { roles: { system: 'Instrucciones', user: 'Tú', assistant: 'Asistente' } as Record<string, string>, next: 'Responder', placeholder: 'Escribe el siguiente mensaje', send: 'Enviar', tokens: (n: string) => `${n} tokens`, chat: 'Conversación', writing: 'Escribiendo…' }
	}
} satisfies ModuleViewWords;

/** The module's messages (errors.ts) in pt-BR and es, for the pages to say what the API says in English. */
export const errorWords = {
	'pt-BR': {
		not_configured: 'O serviço de IA não está configurado',
		too_many: ({ max, got }) => `deve ter no máximo ${max} mensagens; tem ${got}`
	},
	es: {
		not_configured: 'El servicio de IA no está configurado',
		too_many: ({ max, got }) => `debe tener como máximo ${max} mensajes; tiene ${got}`
	}
} satisfies ErrorWords<typeof errors>;
