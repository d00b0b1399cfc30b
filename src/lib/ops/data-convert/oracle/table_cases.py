# The expected Markdown and HTML tables of the table cases (cases-php-rison-table.ts), from
# Python's tabulate (Debian 12: apt-get install python3-tabulate, 0.8.9):
#   /usr/bin/python3 src/lib/ops/data-convert/oracle/table_cases.py
# Markdown: tablefmt="github", every cell as text (disable_numparse) aligned left. HTML:
# tablefmt="html" with each cell's padding removed (tabulate pads cells to the column's width,
# which HTML does not show; the converter writes none).
import json
import re
from tabulate import tabulate

TABLES = [
    (["name", "city"], [["Ana", "São Paulo"], ["Smith, Jo", "Madrid"]]),
    (["id", "name", "score", "note"], [["1", "Ana", "9.5", ""], ["22", "Bo", "10", "<b>&'\""]]),
]
for header, rows in TABLES:
    markdown = tabulate(rows, header, tablefmt="github", disable_numparse=True, stralign="left")
    html = tabulate(rows, header, tablefmt="html", disable_numparse=True, stralign="left")
    html = re.sub(r" +</t([hd])>", r"</t\1>", html)
    print("markdown", json.dumps([header, rows], ensure_ascii=False), "=>", json.dumps(markdown, ensure_ascii=False))
    print("html", json.dumps([header, rows], ensure_ascii=False), "=>", json.dumps(html, ensure_ascii=False))
