/**
 * Conversions where `from` or `to` is a binary format (README.md, "Binary formats"): the bytes of
 * `input` (base64 by default) are read into the same plain JSON data the text formats give, and
 * data is written as bytes answered as `output_encoding` (base64 by default). A text side goes
 * through the text readers and writers (read.ts, convert.ts) unchanged.
 */
import { decodeBytesFrom, encodeBytesAs, type InputEncoding, type OutputEncoding } from '../_shared/bytes-io.js';
import { writeData } from './convert.js';
import { detectFormat } from './detect.js';
import { errors } from './errors.js';
import { readBson, writeBson } from './formats/bson.js';
import { readCbor, writeCbor } from './formats/cbor.js';
import { readMsgpack, writeMsgpack } from './formats/msgpack.js';
import { protocText, readProtobufRaw } from './formats/protobuf-raw.js';
import { readProtobuf } from './formats/protobuf-schema.js';
import { writeProtobuf } from './formats/protobuf-write.js';
import { readAvro } from './formats/avro.js';
import { isBinaryFormat, MAX_BINARY_INPUT, type ALL_READ, MAX_OUTPUT, type BinaryFormat, type BinarySource, type Format, type TextTarget } from './options.js';
import { ConvertError, checkDepth, readData } from './read.js';

export { ConvertError } from './read.js';

export interface BytesRequest {
	input: string;
	from: string;
	to: string;
	indent: number;
	input_encoding?: InputEncoding;
	output_encoding?: OutputEncoding;
	/** protobuf only: the .proto text and the message's name. */
	schema?: string;
	message_type?: string;
}

const READERS: Record<BinarySource, (bytes: Uint8Array, request: BytesRequest) => unknown> = { msgpack: readMsgpack, cbor: readCbor, bson: readBson, protobuf: readProtobuf, 'protobuf-raw': readProtobufRaw, avro: readAvro };
const WRITERS: Record<BinaryFormat, (value: unknown, request: BytesRequest) => Uint8Array> = { msgpack: writeMsgpack, cbor: writeCbor, bson: writeBson, protobuf: writeProtobuf };


/** A text format's `input` sent as bytes (hex, base64, latin1): its UTF-8 text. */
function textOf(input: string, encoding: InputEncoding): string {
	const bytes = decodeBytesFrom(input, encoding, 'input', MAX_BINARY_INPUT);
	try {
		return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
	} catch {
		throw new ConvertError('input', errors.words('text_encoding'));
	}
}

/**
 * Converts with a binary side; `text` is protoc's rendering when `from` is protobuf-raw.
 * @example convertBytes({ input: 'gaFhAQ==', from: 'msgpack', to: 'json', indent: 0 }) // { output: '{"a":1}', from: 'msgpack' }
 */
export function convertBytes(request: BytesRequest, maxOutput = MAX_OUTPUT): { output: string; from: (typeof ALL_READ)[number]; text?: string } {
	const { input, from, to, indent } = request;
	let value: unknown;
	let text: string | undefined;
	if (isBinaryFormat(from)) {
		const bytes = decodeBytesFrom(input, request.input_encoding ?? 'base64', 'input', MAX_BINARY_INPUT);
		value = READERS[from](bytes, request);
		if (from === 'protobuf-raw') text = protocText(bytes);
		checkDepth(value);
	} else {
		const source = request.input_encoding && request.input_encoding !== 'utf8' ? textOf(input, request.input_encoding) : input;
		const read = from === 'auto' ? detectFormat(source) : { format: from as Format, value: readData(source, from as Format) };
		value = read.value;
		request = { ...request, from: read.format };
	}
	let output: string;
	if (isBinaryFormat(to)) {
		const bytes = WRITERS[to as BinaryFormat](value, request);
		output = encodeBytesAs(bytes, request.output_encoding ?? 'base64');
		if (output.length > maxOutput) throw new ConvertError('to', errors.words('too_long', { max: maxOutput }));
	} else {
		output = writeData(value, to as TextTarget, indent, maxOutput);
		const encoding = request.output_encoding ?? 'utf8';
		if (encoding !== 'utf8') output = encodeBytesAs(new TextEncoder().encode(output), encoding);
		if (output.length > maxOutput) throw new ConvertError('to', errors.words('too_long', { max: maxOutput }));
	}
	const read = request.from as (typeof ALL_READ)[number];
	return text === undefined ? { output, from: read } : { output, from: read, text };
}
