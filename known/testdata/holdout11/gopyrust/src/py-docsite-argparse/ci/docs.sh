#!/bin/bash
# Docs job: check links (warnings only), then render the site.
set -euxo pipefail
python3 --version
python3 tools/check_links.py docs
python3 tools/render_docs.py --src docs --title "Docsite 1.2"
ls -1 site
