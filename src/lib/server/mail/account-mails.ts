import type { Locale } from '../../i18n/locales.js';
import type { OutgoingMail } from './mailer.js';

/** The mails the account service sends, in the language of the page that asked for them. */
export type AccountMail =
	| { kind: 'verify'; link: string }
	| { kind: 'change'; link: string }
	| { kind: 'already-registered'; forgotLink: string }
	| { kind: 'operator-account' }
	| { kind: 'reset'; link: string }
	| { kind: 'address-changed'; newEmail: string };

type Texts = { [K in AccountMail['kind']]: (mail: Extract<AccountMail, { kind: K }>) => { subject: string; lines: string[] } };

// Plain text only: nothing in a mail is rendered, so nothing in one can inject markup.
const TEXTS: Record<Locale, Texts> = {
	en: {
		verify: ({ link }) => ({
			subject: 'Confirm your e-mail address for Utilkit',
			lines: [
				'Someone, hopefully you, created a Utilkit account with this address.',
				'Confirm it by opening this link within 24 hours:',
				'',
				link,
				'',
				'Until then the account cannot create API keys. If you did not sign up, ignore this mail.'
			]
		}),
		change: ({ link }) => ({
			subject: 'Confirm your new e-mail address for Utilkit',
			lines: [
				'Your Utilkit account asked to use this address from now on.',
				'Confirm it by opening this link within 24 hours; the address changes only then:',
				'',
				link,
				'',
				'If you did not ask for this, ignore this mail.'
			]
		}),
		'already-registered': ({ forgotLink }) => ({
			subject: 'Your Utilkit account',
			lines: [
				'Someone, hopefully you, tried to create a Utilkit account with this address, which already has one.',
				'If it was you, sign in. If you forgot the password, set a new one here:',
				'',
				forgotLink,
				'',
				'If it was not you, ignore this mail: nothing has changed.'
			]
		}),
		'operator-account': () => ({
			subject: 'Your Utilkit account',
			lines: [
				'Someone, hopefully you, tried to create a Utilkit account with this address.',
				'The operator of this Utilkit instance already made an account for it, which is used with API keys and has no password:',
				'ask the operator for a key. If it was not you, ignore this mail: nothing has changed.'
			]
		}),
		reset: ({ link }) => ({
			subject: 'Reset your Utilkit password',
			lines: [
				'Someone, hopefully you, asked to reset the password of the Utilkit account with this address.',
				'Choose a new password by opening this link within 30 minutes:',
				'',
				link,
				'',
				'Every signed-in device is signed out when the password changes.',
				'If you did not ask for this, ignore this mail: your password stays as it is.'
			]
		}),
		'address-changed': ({ newEmail }) => ({
			subject: 'The e-mail address of your Utilkit account changed',
			lines: [
				`The Utilkit account that used this address now uses ${newEmail}.`,
				'If you did not make this change, ask the operator of this Utilkit instance for help at once.'
			]
		})
	},
	'pt-BR': {
		verify: ({ link }) => ({
			subject: 'Confirme seu e-mail no Utilkit',
			lines: [
				'Alguém, provavelmente você, criou uma conta no Utilkit com este endereço.',
				'Confirme-o abrindo este link em até 24 horas:',
				'',
				link,
				'',
				'Até lá a conta não pode criar chaves de API. Se você não se cadastrou, ignore este e-mail.'
			]
		}),
		change: ({ link }) => ({
			subject: 'Confirme seu novo e-mail no Utilkit',
			lines: [
				'Sua conta do Utilkit pediu para usar este endereço daqui em diante.',
				'Confirme-o abrindo este link em até 24 horas; o endereço só muda então:',
				'',
				link,
				'',
				'Se você não pediu isso, ignore este e-mail.'
			]
		}),
		'already-registered': ({ forgotLink }) => ({
			subject: 'Sua conta no Utilkit',
			lines: [
				'Alguém, provavelmente você, tentou criar uma conta no Utilkit com este endereço, que já tem uma.',
				'Se foi você, entre. Se esqueceu a senha, defina uma nova aqui:',
				'',
				forgotLink,
				'',
				'Se não foi você, ignore este e-mail: nada mudou.'
			]
		}),
		'operator-account': () => ({
			subject: 'Sua conta no Utilkit',
			lines: [
				'Alguém, provavelmente você, tentou criar uma conta no Utilkit com este endereço.',
				'O operador desta instância do Utilkit já criou uma conta para ele, usada com chaves de API e sem senha:',
				'peça uma chave ao operador. Se não foi você, ignore este e-mail: nada mudou.'
			]
		}),
		reset: ({ link }) => ({
			subject: 'Redefina sua senha do Utilkit',
			lines: [
				'Alguém, provavelmente você, pediu para redefinir a senha da conta do Utilkit com este endereço.',
				'Escolha uma nova senha abrindo este link em até 30 minutos:',
				'',
				link,
				'',
				'Todos os dispositivos conectados são desconectados quando a senha muda.',
				'Se você não pediu isso, ignore este e-mail: sua senha continua a mesma.'
			]
		}),
		'address-changed': ({ newEmail }) => ({
			subject: 'O e-mail da sua conta do Utilkit mudou',
			lines: [
				`A conta do Utilkit que usava este endereço agora usa ${newEmail}.`,
				'Se não foi você que fez esta mudança, peça ajuda já ao operador desta instância do Utilkit.'
			]
		})
	},
	es: {
		verify: ({ link }) => ({
			subject: 'Confirma tu correo en Utilkit',
			lines: [
				'Alguien, probablemente tú, creó una cuenta de Utilkit con esta dirección.',
				'Confírmala abriendo este enlace en menos de 24 horas:',
				'',
				link,
				'',
				'Hasta entonces la cuenta no puede crear claves de API. Si no te registraste, ignora este correo.'
			]
		}),
		change: ({ link }) => ({
			subject: 'Confirma tu nuevo correo en Utilkit',
			lines: [
				'Tu cuenta de Utilkit pidió usar esta dirección de ahora en adelante.',
				'Confírmala abriendo este enlace en menos de 24 horas; la dirección solo cambia entonces:',
				'',
				link,
				'',
				'Si no lo pediste, ignora este correo.'
			]
		}),
		'already-registered': ({ forgotLink }) => ({
			subject: 'Tu cuenta de Utilkit',
			lines: [
				'Alguien, probablemente tú, intentó crear una cuenta de Utilkit con esta dirección, que ya tiene una.',
				'Si fuiste tú, inicia sesión. Si olvidaste la contraseña, define una nueva aquí:',
				'',
				forgotLink,
				'',
				'Si no fuiste tú, ignora este correo: nada ha cambiado.'
			]
		}),
		'operator-account': () => ({
			subject: 'Tu cuenta de Utilkit',
			lines: [
				'Alguien, probablemente tú, intentó crear una cuenta de Utilkit con esta dirección.',
				'El operador de esta instancia de Utilkit ya creó una cuenta para ella, que se usa con claves de API y no tiene contraseña:',
				'pide una clave al operador. Si no fuiste tú, ignora este correo: nada ha cambiado.'
			]
		}),
		reset: ({ link }) => ({
			subject: 'Restablece tu contraseña de Utilkit',
			lines: [
				'Alguien, probablemente tú, pidió restablecer la contraseña de la cuenta de Utilkit con esta dirección.',
				'Elige una nueva contraseña abriendo este enlace en menos de 30 minutos:',
				'',
				link,
				'',
				'Todos los dispositivos con sesión iniciada se desconectan cuando cambia la contraseña.',
				'Si no lo pediste, ignora este correo: tu contraseña sigue igual.'
			]
		}),
		'address-changed': ({ newEmail }) => ({
			subject: 'El correo de tu cuenta de Utilkit cambió',
			lines: [
				`La cuenta de Utilkit que usaba esta dirección ahora usa ${newEmail}.`,
				'Si no hiciste este cambio, pide ayuda de inmediato al operador de esta instancia de Utilkit.'
			]
		})
	}
};

/** The mail `mail` to `to`, in `locale`. */
export function accountMail(to: string, mail: AccountMail, locale: Locale): OutgoingMail {
	const render = TEXTS[locale][mail.kind] as (mail: AccountMail) => { subject: string; lines: string[] };
	const { subject, lines } = render(mail);
	return { to, subject, text: `${lines.join('\n')}\n\n-- \nUtilkit\n` };
}
