#!/usr/bin/env bash
# docs job: link check, table of contents, word count
set -euo pipefail

mkdir -p build

echo "==> checking relative links in handbook/"
links=0
broken=0
for f in handbook/*.md; do
	while read -r target; do
		links=$((links + 1))
		if [ ! -e "handbook/$target" ]; then
			echo "broken link in $f: $target"
			broken=$((broken + 1))
		fi
	done < <(grep -o '](\([a-z0-9_-]*\.md\))' "$f" | sed 's/^](//; s/)$//')
done
echo "checked $links links, $broken errors"
[ "$broken" -eq 0 ]

echo "==> building table of contents"
grep -h '^## ' docs/*.md | sed 's/^## //' | sort -u > build/toc.txt
echo "toc: $(wc -l < build/toc.txt) sections"

echo "==> word count"
cat handbook/*.md | wc -w
