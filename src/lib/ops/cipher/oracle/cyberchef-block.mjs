// Prints CyberChef's own RC6 and PRESENT output (its src/core/lib, Apache-2.0) for block-extra.py:
// node cyberchef-block.mjs <CyberChef checkout> <rc6|present> <CBC|ECB> <key hex> <iv hex> <data hex>
import { pathToFileURL } from 'node:url';
const [root, cipher, mode, key, iv, data] = process.argv.slice(2);
const bytes = (h) => Array.from(Buffer.from(h, 'hex'));
const lib = await import(pathToFileURL(`${root}/src/core/lib/${cipher === 'rc6' ? 'RC6' : 'Present'}.mjs`).href);
const out = cipher === 'rc6' ? lib.encryptRC6(bytes(data), bytes(key), bytes(iv), mode, 'PKCS5', 20, 32) : lib.encryptPRESENT(bytes(data), bytes(key), bytes(iv), mode, 'PKCS5');
console.log(Buffer.from(out).toString('hex'));
