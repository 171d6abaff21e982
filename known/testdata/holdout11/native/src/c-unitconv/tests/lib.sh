# shared by the test scripts
fails=0
expect() {
	got=$("$UNITCONV" "$1" "$2" "$3" 2>&1)
	if [ "$got" != "$4" ]; then echo "$0: $1 $2 -> $3: got '$got', want '$4'"; fails=$((fails + 1)); else echo "$0: $1 $2 -> $3 = $got ok"; fi
}
