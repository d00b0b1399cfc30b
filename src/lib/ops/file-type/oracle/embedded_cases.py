#!/usr/bin/env python3
"""Cases for scan and extract from tests/fixtures/file-type/embedded (make.py): the offsets and
lengths are known by construction (each part's own size) and binwalk 2.3.4 finds the same offsets
(binwalk.txt, apart from WAVE, which binwalk has no signature for); each MIME type is what
`file --mime-type -b` (file 5.44) says of the part's bytes (of the rest of the bytes, for the
formats that are listed but not carved). Prints the case lines pasted into ../cases.ts."""
import base64, json, pathlib, subprocess, tempfile

root = pathlib.Path(__file__).resolve().parents[5] / 'tests/fixtures/file-type/embedded'
blob = (root / 'embedded.bin').read_bytes()
expected = json.loads((root / 'expected.json').read_text())


def mime(data: bytes) -> str:
    with tempfile.NamedTemporaryFile() as f:
        f.write(data)
        f.flush()
        return subprocess.run(['file', '--mime-type', '-b', f.name], capture_output=True, text=True, check=True).stdout.strip()


files = []
for e in expected:
    piece = blob[e['offset']:] if e['length'] is None else blob[e['offset']:e['offset'] + e['length']]
    files.append({'offset': e['offset'], 'length': e['length'], 'mime': mime(piece), 'extension': e['extension'], 'piece': piece})

b64 = base64.b64encode(blob).decode()
scan = {'files': [{k: f[k] for k in ('offset', 'length', 'mime', 'extension')} for f in files], 'more': False}
extract = {'files': [{'offset': f['offset'], 'length': f['length'], 'mime': f['mime'], 'extension': f['extension'], 'base64': base64.b64encode(f['piece']).decode()} for f in files if f['length'] is not None]}
print('export const EMBEDDED = ' + json.dumps(b64) + ';')
print('\tembedded("Scan for embedded files", "scan", ' + json.dumps(scan) + '),')
print('\tembedded("Extract files", "extract", ' + json.dumps(extract) + '),')
